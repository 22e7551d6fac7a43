/// A converted image: `columns × rows` cells, row by row. Cheap to keep in a cache and to draw
/// again on every frame.
public struct ImageCells: Hashable, Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// `columns * rows` cells, row by row.
    public let cells: [ImageCell]

    /// Creates a grid; `cells.count` must be `columns * rows`.
    public init(columns: Int, rows: Int, cells: [ImageCell]) {
        precondition(columns >= 0 && rows >= 0 && cells.count == columns * rows, "cell count mismatch")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// The cell at (`column`, `row`).
    public subscript(column: Int, row: Int) -> ImageCell {
        cells[row * columns + column]
    }

    /// The symbols, one string per row: what a snapshot test compares first.
    public var lines: [String] {
        (0..<rows).map { row in String(cells[row * columns..<(row + 1) * columns].map(\.symbol)) }
    }
}
