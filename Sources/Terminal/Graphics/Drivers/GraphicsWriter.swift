/// How graphics sequences reach the right cell: `ESC 7`, the cursor to the cell, the sequence,
/// `ESC 8`; inside tmux all of it in one passthrough at the pane's offset (tmux does not move
/// the outer terminal's cursor for us).
public struct GraphicsWriter: Sendable {
    /// Inside tmux: the pane's top-left cell on the outer terminal; nil outside tmux.
    public var tmuxPaneOffset: Point?

    /// Creates a writer for a pane at `tmuxPaneOffset` (nil: no tmux).
    public init(tmuxPaneOffset: Point? = nil) {
        self.tmuxPaneOffset = tmuxPaneOffset
    }

    /// `body` written with the cursor at `rect`'s top-left cell, the cursor restored after.
    public func positioned(_ body: [UInt8], at rect: Rect) -> [UInt8] {
        let offset = tmuxPaneOffset ?? Point(x: 0, y: 0)
        let move = Array("\u{1B}7\u{1B}[\(rect.y + offset.y + 1);\(rect.x + offset.x + 1)H".utf8)
        return wrapped(move + body + [0x1B, 0x38])
    }

    /// `sequence` as it must be written: in a tmux passthrough inside tmux.
    public func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        tmuxPaneOffset == nil ? sequence : TmuxPassthrough.wrap(sequence)
    }
}
