/// A busy indicator: one braille frame per tick, then a label.
public struct Spinner: Widget {
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Advances by one each tick (the app owns the repeating timer).
    public var tick: Int
    public var label: String
    public var style: Style

    public init(tick: Int, label: String = "", style: Style = .plain) {
        self.tick = tick
        self.label = label
        self.style = style
    }

    /// The frame shown for `tick`.
    public var frame: Character { Self.frames[((tick % Self.frames.count) + Self.frames.count) % Self.frames.count] }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let text = label.isEmpty ? String(frame) : "\(frame) \(label)"
        buffer.draw(text, at: Point(x: area.x, y: area.y), width: area.width, style: style)
    }
}
