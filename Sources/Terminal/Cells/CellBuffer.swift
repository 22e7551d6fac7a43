/// A grid of cells that widgets draw into; backends copy it to a terminal.
///
/// Every write is clipped to the buffer and keeps wide characters whole: a two-column grapheme
/// that would cross the right edge becomes a space, and overwriting either half of a wide
/// character blanks the other half. Text is sanitized before it reaches a cell.
///
/// ```swift
/// var buffer = CellBuffer(size: Size(width: 10, height: 1))
/// buffer.draw("こんにちは世界", at: Point(x: 0, y: 0), width: 10)
/// buffer.lines  // ["こんにち…"]
/// ```
public struct CellBuffer: Equatable, Sendable, CustomDebugStringConvertible {
    public private(set) var size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should show (a focused text field), or nil to hide it.
    public var cursor: Point?
    /// Images to show in real pixels over reserved cells (``ImageView`` adds them; the
    /// ``GraphicsLayer`` places them after the cells reached the terminal).
    public var graphics: [GraphicsRequest] = []

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(size: size) }
    public var width: Int { size.width }
    public var height: Int { size.height }

    /// The cell at (x, y); both must be inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
    }

    @inline(__always)
    private func inBounds(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    // MARK: Single cells

    /// Puts one cell at (x, y), keeping wide characters whole. Out-of-bounds writes are ignored.
    /// A wide cell that does not fit before the right edge becomes a space in its style.
    public mutating func set(x: Int, y: Int, cell: Cell) {
        guard inBounds(x, y) else { return }
        var cell = cell
        if cell.width == 0 { return }  // continuations are only made by writing their lead
        if cell.width == 2 && x + 1 >= size.width { cell = .blank(cell.style) }
        let index = y * size.width + x
        let old = cells[index]
        if old.width == 0 && x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if old.width == 2 && cell.width == 1 && x + 1 < size.width { cells[index + 1] = .blank(cells[index + 1].style) }
        cells[index] = cell
        if cell.width == 2 {
            if cells[index + 1].width == 2 && x + 2 < size.width { cells[index + 2] = .blank(cells[index + 2].style) }
            cells[index + 1] = Cell(symbol: "", width: 0, style: cell.style)
        }
    }

    /// Puts a grapheme with colors at (x, y): the call image converters use for each cell.
    /// Control characters become a space; the width is measured.
    public mutating func set(
        x: Int, y: Int, symbol: Character, foreground: Color = .default, background: Color = .default,
        attributes: Attributes = []
    ) {
        let style = Style(foreground: foreground, background: background, attributes: attributes)
        let width = DisplayWidth.of(symbol)
        if width == 0 || !symbol.unicodeScalars.allSatisfy(Sanitizer.isSafe) {
            set(x: x, y: y, cell: .blank(style))
        } else {
            set(x: x, y: y, cell: Cell(symbol: String(symbol), width: UInt8(width), style: style))
        }
    }

    /// Replaces the style of the cells in `rect`, keeping their symbols (selection highlight).
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let clipped = rect.intersection(area)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// Adds attributes to the cells in `rect` (reverse for a selection, bold for emphasis).
    public mutating func addAttributes(_ attributes: Attributes, in rect: Rect) {
        let clipped = rect.intersection(area)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { cells[y * size.width + x].style.attributes.formUnion(attributes) }
        }
    }

    /// Fills `rect` with a cell (a blank in a style paints a background).
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        // Blank the outer halves of wide characters cut by the rectangle's sides.
        for y in clipped.y..<clipped.maxY {
            if clipped.x > 0, self[clipped.x, y].width == 0 { cells[y * size.width + clipped.x - 1] = .blank(self[clipped.x - 1, y].style) }
            if clipped.maxX < size.width, self[clipped.maxX, y].width == 0 { cells[y * size.width + clipped.maxX] = .blank(self[clipped.maxX, y].style) }
        }
        if cell.width == 1 {
            for y in clipped.y..<clipped.maxY {
                let start = y * size.width
                for x in clipped.x..<clipped.maxX { cells[start + x] = cell }
            }
        } else {
            for y in clipped.y..<clipped.maxY {
                var x = clipped.x
                while x < clipped.maxX {
                    set(x: x, y: y, cell: x + 1 < clipped.maxX ? cell : .blank(cell.style))
                    x += Int(max(1, cell.width))
                }
            }
        }
    }

    /// Resets every cell to a blank and hides the cursor.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
        cursor = nil
        graphics.removeAll(keepingCapacity: true)
    }

    // MARK: Text

    /// Draws one line of untrusted text at `point`, at most `width` columns wide.
    ///
    /// - Parameters:
    ///   - text: sanitized here (escape sequences and control characters removed, newlines become spaces).
    ///   - point: the first column and the row.
    ///   - width: the columns available; also clipped to the buffer.
    ///   - style: the style of the drawn cells.
    ///   - truncation: `.ellipsis` ends overlong text with "…".
    /// - Returns: the number of columns drawn.
    @discardableResult
    public mutating func draw(
        _ text: String, at point: Point, width: Int, style: Style = .plain, truncation: Truncation = .ellipsis
    ) -> Int {
        guard point.y >= 0, point.y < size.height else { return 0 }
        let right = min(point.x + width, size.width)  // exclusive
        let start = max(0, point.x)
        guard right > start else { return 0 }
        let limit = right - point.x  // columns from point.x, some may be off the left edge
        let safe = Sanitizer.sanitize(text)

        var glyphs: [(Character, Int)] = []
        var used = 0
        var overflow = false
        for character in safe {
            let columns = DisplayWidth.of(character)
            if columns == 0 { continue }
            if used + columns > limit {
                overflow = true
                break
            }
            glyphs.append((character, columns))
            used += columns
        }
        var ellipsis = false
        if overflow && truncation == .ellipsis {
            ellipsis = true
            while used > limit - 1, let last = glyphs.popLast() { used -= last.1 }
        }
        var x = point.x
        for (character, columns) in glyphs {
            if x >= 0 {
                set(x: x, y: point.y, cell: Cell(symbol: String(character), width: UInt8(columns), style: style))
            } else if x + columns > 0 {
                set(x: 0, y: point.y, cell: .blank(style))  // the right half of a wide character cut by the left edge
            }
            x += columns
        }
        if ellipsis {
            set(x: x, y: point.y, cell: Cell(symbol: "…", width: 1, style: style))
            x += 1
        } else if overflow && x < right {
            // A wide character did not fit in the last column: paint it blank rather than split it.
            set(x: x, y: point.y, cell: .blank(style))
            x += 1
        }
        return max(0, x - start)
    }

    /// Draws one line of text aligned in the first row of `rect`, truncated with an ellipsis.
    @discardableResult
    public mutating func draw(_ text: String, in rect: Rect, style: Style = .plain, alignment: Alignment) -> Int {
        guard !rect.isEmpty else { return 0 }
        let columns = min(DisplayWidth.of(Sanitizer.sanitize(text)), rect.width)
        let x: Int
        switch alignment {
        case .left: x = rect.x
        case .center: x = rect.x + (rect.width - columns) / 2
        case .right: x = rect.maxX - columns
        }
        return draw(text, at: Point(x: x, y: rect.y), width: rect.maxX - x, style: style)
    }

    // MARK: Reading back

    /// The text of row `y`, continuation cells skipped.
    public func line(_ y: Int) -> String {
        var text = ""
        let start = y * size.width
        for index in start..<start + size.width where cells[index].width != 0 { text += cells[index].symbol }
        return text
    }

    /// Every row's text, for whole-line comparisons in tests.
    public var lines: [String] { (0..<size.height).map(line) }

    /// A buffer holding `lines` in the plain style, as wide as the widest line: the expected
    /// side of a test, like ratatui's `Buffer::with_lines`.
    public static func withLines(_ lines: [String]) -> CellBuffer {
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        var buffer = CellBuffer(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { buffer.draw(line, at: Point(x: 0, y: y), width: width, truncation: .clip) }
        return buffer
    }

    /// One quoted line per row, so a failing comparison is readable.
    public var debugDescription: String {
        "CellBuffer(\(size))\n" + lines.map { "\"\($0)\"" }.joined(separator: "\n")
    }
}
