import Terminal

/// A message too long for the status line, whole: wrapped on up to `maxLines` lines just above
/// the status line, in the status line's colours (an error in red), so nothing that matters is cut.
struct MessagePanelView: Widget {
    static let maxLines = 4

    var message: String
    var isError: Bool

    /// The lines the message takes at `width` (the panel keeps a column free on each side).
    func lines(width: Int) -> [String] {
        let wrapped = TextWrapper.wrap(message, width: max(1, width - 2))
        guard wrapped.count > Self.maxLines else { return wrapped }
        var kept = Array(wrapped.prefix(Self.maxLines))
        kept[Self.maxLines - 1] = wrapped[(Self.maxLines - 1)...].joined(separator: " ")
        return kept
    }

    /// The panel's area for a status line at `statusLine`.
    func area(above statusLine: Rect) -> Rect {
        let height = min(lines(width: statusLine.width).count, max(0, statusLine.y))
        return Rect(x: statusLine.x, y: statusLine.y - height, width: statusLine.width, height: height)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let style = isError ? Style(foreground: .palette(1), attributes: [.reverse, .bold]) : Style(attributes: [.reverse, .bold])
        buffer.fill(area, with: .blank(style))
        for (index, line) in lines(width: area.width).prefix(area.height).enumerated() {
            buffer.draw(line, at: Point(x: area.x + 1, y: area.y + index), width: area.width - 2, style: style)
        }
    }
}
