/// Long text (a photo description) word-wrapped to its width and scrolled by whole lines.
public struct TextView: Widget {
    public var text: String
    /// The first wrapped line shown; clamped so the view never scrolls past the end.
    public var scrollOffset: Int
    public var style: Style

    public init(text: String, scrollOffset: Int = 0, style: Style = .plain) {
        self.text = text
        self.scrollOffset = scrollOffset
        self.style = style
    }

    /// Wrapped lines at `width`, to bound scrolling.
    public func lineCount(width: Int) -> Int { TextWrapper.wrap(text, width: width).count }

    /// The largest useful scroll offset in `area`.
    public func maxScrollOffset(in area: Rect) -> Int { max(0, lineCount(width: area.width) - area.height) }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let lines = TextWrapper.wrap(text, width: area.width)
        let start = min(max(0, scrollOffset), max(0, lines.count - area.height))
        for (row, line) in lines.dropFirst(start).prefix(area.height).enumerated() {
            buffer.draw(line, at: Point(x: area.x, y: area.y + row), width: area.width, style: style, truncation: .clip)
        }
    }
}
