import Terminal

/// Image cells (from the half-block or chafa converter) drawn at the top left of an area,
/// clipped to it.
struct ImageCellsView: Widget {
    var cells: ImageCells

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let columns = min(cells.columns, area.width), rows = min(cells.rows, area.height)
        guard columns > 0, rows > 0 else { return }
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = cells[column, row]
                buffer.set(x: area.x + column, y: area.y + row, symbol: cell.symbol,
                           foreground: cell.foreground, background: cell.background)
            }
        }
    }
}
