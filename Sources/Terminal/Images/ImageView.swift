/// The detail pane's image: converted cells centred in the area, with the rest of the area
/// cleared; on a terminal that shows pixels, a ``GraphicsRequest`` too, for the
/// ``GraphicsLayer`` to put the image over those cells.
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

    /// Creates the view.
    public init(cells: ImageCells?, pixels: GraphicsImage? = nil, slot: String = "image", key: String = "", background: Style = .plain) {
        self.cells = cells
        self.pixels = pixels
        self.slot = slot
        self.key = key
        self.background = background
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        buffer.fill(area, with: .blank(background))
        guard !area.isEmpty else { return }
        if let cells {
            // Centre; an image larger than the area (a resize before reconversion) is cropped
            // around its centre rather than cut at the right and bottom.
            let origin = Point(x: area.x + (area.width - cells.columns) / 2, y: area.y + (area.height - cells.rows) / 2)
            buffer.draw(cells, at: origin, clippedTo: area)
        }
        // Pixels made for a larger area (a resize before they were made again) would spill over.
        // The cells stay under them: what shows around an overlay that takes the pixels away.
        guard let pixels, pixels.columns <= area.width, pixels.rows <= area.height else { return }
        let rect = area.centered(Size(width: pixels.columns, height: pixels.rows)).intersection(buffer.area)
        guard !rect.isEmpty else { return }
        var reserved: [Cell] = []
        reserved.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { reserved.append(buffer[x, y]) }
        }
        buffer.graphics.append(GraphicsRequest(slot: slot, key: "\(key) \(pixels.columns)x\(pixels.rows)", rect: rect,
                                               image: pixels, reserved: reserved))
    }
}
