/// A way of putting real pixels on the terminal.
public enum GraphicsProtocol: String, Sendable, Hashable, CaseIterable {
    /// The kitty graphics protocol (APC `ESC _ G`).
    case kitty
    /// DEC sixel (DCS `ESC P … q`).
    case sixel
    /// iTerm2 inline images (OSC 1337), also spoken by WezTerm and mlterm.
    case iterm2
}
