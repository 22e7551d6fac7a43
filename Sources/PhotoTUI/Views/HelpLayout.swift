import Terminal

/// The help laid out for a box: as many columns side by side as fit at their natural width, or
/// more columns with wrapped text when that is what it takes to fit the height. Each entry's keys
/// have a column of their own and what they do sits beside them, wrapped rather than cut; a
/// section's title stays with its first entry. Taller than the box even so, it scrolls.
struct HelpLayout: Equatable {
    /// Columns between two columns of entries.
    static let gap = 3
    /// The keys' column is at most this wide; longer keys wrap onto the next line.
    static let maxKeyWidth = 13
    /// Narrower columns than this would wrap every line.
    static let minimumColumnWidth = 26

    /// The help laid out: every row, as wide as the box.
    struct Page: Equatable {
        var rows: [String]
        var columns: Int
        /// All rows fit in the height asked for: nothing to scroll.
        var fits: Bool
    }

    let sections: [HelpSection]
    /// At most this many columns (plain mode reads one line at a time: one column).
    var maxColumns = Int.max
    /// Each entry one line of its own, "keys: what they do", wrapped, with no keys' column (plain
    /// mode: a screen reader reads it as a sentence).
    var inlineKeys = false

    /// The layout for a box of `width` by `height` character cells.
    func page(width: Int, height: Int) -> Page {
        let width = max(1, width), height = max(1, height)
        let natural = naturalColumnWidth
        let maxColumns = min(self.maxColumns, max(1, (width + Self.gap) / (Self.minimumColumnWidth + Self.gap)))
        let naturalColumns = max(1, min(maxColumns, (width + Self.gap) / (natural + Self.gap)))
        var best: Page?
        for columns in Self.candidates(from: naturalColumns, to: maxColumns) {
            let columnWidth = min(natural, (width - Self.gap * (columns - 1)) / columns)
            let page = layout(columns: columns, columnWidth: columnWidth, height: height)
            if page.fits { return page }
            if best.map({ page.rows.count < $0.rows.count }) ?? true { best = page }
        }
        return best ?? Page(rows: [], columns: 1, fits: true)
    }

    /// The first row to show after `move` from `offset`, for a box `height` rows tall.
    static func scrolled(_ offset: Int, by move: ListMove, rowCount: Int, height: Int) -> Int {
        let last = max(0, rowCount - height)
        let page = max(1, height - 1)
        let target: Int
        switch move {
        case .up: target = offset - 1
        case .down: target = offset + 1
        case .pageUp: target = offset - page
        case .pageDown: target = offset + page
        case .first: target = 0
        case .last: target = last
        case .left, .right: target = offset
        }
        return min(max(0, target), last)
    }

    /// Column counts to try: the natural count first, then more with wrapped text, then fewer.
    private static func candidates(from natural: Int, to maximum: Int) -> [Int] {
        Array(natural...max(natural, maximum)) + Array((1..<natural).reversed())
    }

    /// A column wide enough for every entry unwrapped.
    private var naturalColumnWidth: Int {
        let keys = keyWidth(limit: Self.maxKeyWidth)
        let entries = sections.flatMap(\.entries).map { inlineKeys ? DisplayWidth.of(Self.inline($0)) : keys + 1 + DisplayWidth.of($0.text) }
        return max(Self.minimumColumnWidth, (entries + sections.map { DisplayWidth.of($0.title) }).max() ?? 0)
    }

    private func keyWidth(limit: Int) -> Int {
        min(limit, sections.flatMap(\.entries).map { DisplayWidth.of($0.keys) }.max() ?? 0)
    }

    /// Entries as blocks of lines that stay together; a section's title joins its first entry,
    /// with a blank line above it unless it starts a column.
    private func blocks(columnWidth: Int) -> [(lines: [String], spaced: Bool)] {
        let keys = max(1, keyWidth(limit: min(Self.maxKeyWidth, columnWidth * 2 / 5)))
        let textWidth = max(1, columnWidth - keys - 1)
        var blocks: [(lines: [String], spaced: Bool)] = []
        for (index, section) in sections.enumerated() {
            for (position, entry) in section.entries.enumerated() {
                let keyLines = TextWrapper.wrap(entry.keys, width: keys)
                let textLines = TextWrapper.wrap(entry.text, width: textWidth)
                let lines = inlineKeys ? TextWrapper.wrap(Self.inline(entry), width: columnWidth) : (0..<max(keyLines.count, textLines.count)).map { line in
                    let key = line < keyLines.count ? keyLines[line] : ""
                    let text = line < textLines.count ? textLines[line] : ""
                    return text.isEmpty ? key : Self.padded(key, to: keys + 1) + text
                }
                if position == 0 {
                    blocks.append((lines: [section.title] + lines, spaced: index > 0))
                } else {
                    blocks.append((lines: lines, spaced: false))
                }
            }
        }
        return blocks
    }

    /// The blocks in `columns` columns, each as short as it can be, no taller than needed.
    private func layout(columns: Int, columnWidth: Int, height: Int) -> Page {
        let blocks = blocks(columnWidth: columnWidth)
        let total = blocks.reduce(0) { $0 + $1.lines.count + ($1.spaced ? 1 : 0) }
        var rows = max(1, (total + columns - 1) / columns)
        var filled = Self.pack(blocks, columns: columns, rows: rows)
        while filled == nil {
            rows += 1
            filled = Self.pack(blocks, columns: columns, rows: rows)
        }
        let columnsOfLines = filled ?? []
        let lines = (0..<rows).map { row in
            columnsOfLines.enumerated().map { index, column in
                let text = row < column.count ? column[row] : ""
                return index == columnsOfLines.count - 1 ? text : Self.padded(text, to: columnWidth + Self.gap)
            }.joined().replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        }
        return Page(rows: lines, columns: columnsOfLines.count, fits: rows <= height)
    }

    /// Fills columns of `rows` lines in order; nil when more than `columns` are needed. A block
    /// taller than a column gets a column of its own.
    private static func pack(_ blocks: [(lines: [String], spaced: Bool)], columns: Int, rows: Int) -> [[String]]? {
        var result: [[String]] = [[]]
        for block in blocks {
            var current = result[result.count - 1]
            let needed = block.lines.count + (block.spaced && !current.isEmpty ? 1 : 0)
            if !current.isEmpty && current.count + needed > rows {
                result.append([])
                current = []
            }
            if block.spaced && !current.isEmpty { current.append("") }
            current += block.lines
            result[result.count - 1] = current
            if result.count > columns { return nil }
        }
        return result.contains { $0.count > rows } ? nil : result
    }

    /// An entry as one sentence: "Up, Down: move".
    private static func inline(_ entry: HelpSection.Entry) -> String {
        entry.text.isEmpty ? entry.keys : "\(entry.keys): \(entry.text)"
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
