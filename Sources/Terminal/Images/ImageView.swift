/// The detail pane's image: converted cells centred in the area, with the rest of the area
/// cleared; or, on a terminal that shows pixels, the same place reserved as blank cells and a
/// ``GraphicsRequest`` for the ``GraphicsLayer`` to put the image there.
///
/// ```swift
/// ImageView(cells: detailCells).render(in: imageArea, into: &buffer)
/// ImageView(cells: placeholder, pixels: encoded, slot: "detail", key: photo.id).render(in: imageArea, into: &buffer)
/// ```
public struct ImageView: Widget {
    /// The image, already converted for about this area's size; `nil` draws only the
    /// background (the placeholder is just another set of cells).
    public var cells: ImageCells?
    /// The image in pixels; when set it is shown instead of `cells`.
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
        // Pixels made for a larger area (a resize before they were made again) would spill over.
        if let pixels, pixels.columns <= area.width, pixels.rows <= area.height {
            let rect = area.centered(Size(width: pixels.columns, height: pixels.rows)).intersection(buffer.area)
            guard !rect.isEmpty else { return }
            buffer.graphics.append(GraphicsRequest(slot: slot, key: "\(key) \(pixels.columns)x\(pixels.rows)", rect: rect,
                                                   image: pixels, reserved: .blank(background)))
            return
        }
        guard let cells else { return }
        // Centre; an image larger than the area (a resize before reconversion) is cropped
        // around its centre rather than cut at the right and bottom.
        let origin = Point(x: area.x + (area.width - cells.columns) / 2, y: area.y + (area.height - cells.rows) / 2)
        buffer.draw(cells, at: origin, clippedTo: area)
    }
}
