import Terminal

/// A plain-text table for the command line: columns padded by display width (CJK takes two
/// cells), over-long cells cut with an ellipsis, every cell sanitized first because it may come
/// from the network.
struct TextTable {
    struct Column {
        let title: String
        /// The most cells this column may take.
        let maxWidth: Int
        let alignRight: Bool

        init(_ title: String, maxWidth: Int = 40, alignRight: Bool = false) {
            self.title = title
            self.maxWidth = maxWidth
            self.alignRight = alignRight
        }
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(columns: [Column]) { self.columns = columns }

    mutating func append(_ cells: [String]) {
        rows.append(columns.indices.map { index in
            let text = index < cells.count ? Sanitizer.sanitize(cells[index]) : ""
            return Self.fit(text, cells: columns[index].maxWidth)
        })
    }

    /// The table, a header line, then one line per row, columns two spaces apart.
    func render() -> String {
        let widths = columns.indices.map { index in
            ([columns[index].title] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { index in
                let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cells[index])))
                if index == cells.count - 1 && !columns[index].alignRight { return cells[index] }
                return columns[index].alignRight ? padding + cells[index] : cells[index] + padding
            }.joined(separator: "  ")
        }
        return ([line(columns.map(\.title))] + rows.map(line)).joined(separator: "\n")
    }

    /// `text` cut to at most `cells` display cells, ending in "…" when cut.
    static func fit(_ text: String, cells: Int) -> String {
        guard DisplayWidth.of(text) > cells else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > cells - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }
}
