import Terminal

/// Where a terminal's cells are on screen, measured from a calibration frame (two coloured
/// cells at known places) rather than guessed from font metrics: the pixel origin of cell 0,0
/// and the cell size in pixels.
struct CellGrid: Equatable, CustomStringConvertible {
    var originX: Int
    var originY: Int
    var cellWidth: Int
    var cellHeight: Int
    var columns: Int
    var rows: Int

    /// The pixels of a rect of cells.
    func pixels(of cells: Rect) -> Rect {
        Rect(x: originX + cells.x * cellWidth, y: originY + cells.y * cellHeight,
             width: cells.width * cellWidth, height: cells.height * cellHeight)
    }

    var description: String { "\(columns)x\(rows) cells of \(cellWidth)x\(cellHeight) px at \(originX),\(originY)" }
}
