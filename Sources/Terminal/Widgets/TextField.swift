/// A single-line text input: the text of a `TextFieldState` scrolled so the cursor shows, a
/// dimmed placeholder when empty, and the terminal cursor placed when focused (input methods
/// draw their composition there).
public struct TextField: Widget {
    public var state: TextFieldState
    public var placeholder: String
    public var isFocused: Bool
    public var style: Style
    public var placeholderStyle: Style

    public init(state: TextFieldState, placeholder: String = "", isFocused: Bool = true,
                style: Style = .plain, placeholderStyle: Style = Theme.standard[.dim]) {
        self.state = state
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.style = style
        self.placeholderStyle = placeholderStyle
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, with: .blank(style))
        if state.isEmpty {
            if !placeholder.isEmpty {
                buffer.draw(placeholder, at: Point(x: row.x, y: row.y), width: row.width, style: placeholderStyle)
            }
        } else {
            let (visible, _) = state.visible(from: state.visibleOffset(width: row.width))
            buffer.draw(String(visible), at: Point(x: row.x, y: row.y), width: row.width, style: style, truncation: .clip)
        }
        if isFocused {
            let (_, column) = state.visible(from: state.visibleOffset(width: row.width))
            buffer.cursor = Point(x: row.x + min(column, row.width - 1), y: row.y)
        }
    }
}
