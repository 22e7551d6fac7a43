/// The detail pane's image: converted cells centred in the area, with the rest of the area
/// cleared. A widget of its own so that a pixel renderer (kitty, iTerm2, sixel) can take its
/// place later without the pane knowing.
///
/// ```swift
/// ImageView(cells: detailCells).render(in: imageArea, into: &buffer)
/// ```
public struct ImageView: Widget {
    /// The image, already converted for about this area's size; `nil` draws only the
    /// background (the placeholder is just another set of cells).
    public var cells: ImageCells?
    /// The style of the area around the image.
    public var background: Style

    /// Creates the view.
    public init(cells: ImageCells?, background: Style = .plain) {
        self.cells = cells
        self.background = background
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        buffer.fill(area, with: .blank(background))
        guard let cells, !area.isEmpty else { return }
        // Centre; an image larger than the area (a resize before reconversion) is cropped
        // around its centre rather than cut at the right and bottom.
        let origin = Point(x: area.x + (area.width - cells.columns) / 2, y: area.y + (area.height - cells.rows) / 2)
        buffer.draw(cells, at: origin, clippedTo: area)
    }
}
