/// An image: converted cells centred in the area, with the rest of the area cleared; on a
/// terminal that shows pixels, a ``GraphicsRequest`` too, for the ``GraphicsLayer`` to put the
/// image over those cells.
///
/// ```swift
/// ImageView(cells: detailCells).render(in: imageArea, into: &buffer)
/// ImageView(cells: placeholder, pixels: encoded, slot: "detail", key: photo.id).render(in: imageArea, into: &buffer)
/// ```
public struct ImageView: Widget {
    /// The image, already converted for about this area's size; `nil` draws only the
    /// background (the placeholder is just another set of cells).
    public var cells: ImageCells?
    /// The image in pixels; when set it is shown over `cells`.
    public var pixels: GraphicsImage?
    /// The place on screen the pixels are for ("detail").
    public var slot: String
    /// What image the pixels are (the same key is never sent twice while shown).
    public var key: String
    /// The style of the area around the image.
    public var background: Style
    /// An area smaller than the image shows its top-left part, cells and pixels alike (a list's
    /// row cut by the edge of the screen), instead of centring the cells and leaving the pixels
    /// out. Pixels that cannot be cut (``GraphicsImage/canCrop``) show the cells there.
    public var cropsToArea: Bool
    /// The pixels wait for the screen to rest where moving them costs their bytes again
    /// (``GraphicsRequest/waitsForRest``): a list's thumbnails.
    public var waitsForRest: Bool

    /// Creates the view.
    public init(cells: ImageCells?, pixels: GraphicsImage? = nil, slot: String = "image", key: String = "", background: Style = .plain,
                cropsToArea: Bool = false, waitsForRest: Bool = false) {
        self.cells = cells
        self.pixels = pixels
        self.slot = slot
        self.key = key
        self.background = background
        self.cropsToArea = cropsToArea
        self.waitsForRest = waitsForRest
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        buffer.fill(area, with: .blank(background))
        guard !area.isEmpty else { return }
        if let cells {
            // Centre; an image larger than the area (a resize before reconversion) is cropped
            // around its centre rather than cut at the right and bottom.
            let origin = cropsToArea ? Point(x: area.x, y: area.y)
                : Point(x: area.x + (area.width - cells.columns) / 2, y: area.y + (area.height - cells.rows) / 2)
            buffer.draw(cells, at: origin, clippedTo: area)
        }
        guard let pixels else { return }
        let rect: Rect
        var source: Rect?
        if pixels.columns <= area.width, pixels.rows <= area.height {
            rect = area.centered(Size(width: pixels.columns, height: pixels.rows)).intersection(buffer.area)
        } else if cropsToArea, pixels.canCrop {
            rect = Rect(x: area.x, y: area.y, width: min(pixels.columns, area.width), height: min(pixels.rows, area.height))
                .intersection(buffer.area)
        } else {
            // Pixels made for a larger area (a resize before they were made again) would spill over.
            return
        }
        guard !rect.isEmpty else { return }
        if rect.width < pixels.columns || rect.height < pixels.rows {
            guard pixels.canCrop else { return }
            source = Rect(x: 0, y: 0, width: rect.width * pixels.pixelWidth / pixels.columns,
                          height: rect.height * pixels.pixelHeight / pixels.rows)
        }
        // The cells stay under the pixels: what shows around an overlay that takes the pixels away.
        var reserved: [Cell] = []
        reserved.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { reserved.append(buffer[x, y]) }
        }
        buffer.graphics.append(GraphicsRequest(slot: slot, key: "\(key) \(pixels.columns)x\(pixels.rows)", rect: rect,
                                               image: pixels, reserved: reserved, source: source, waitsForRest: waitsForRest))
    }
}
