/// A terminal color: the terminal's default, an index into the 256-color palette, or 24-bit RGB.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// An index into the 256-color palette (0–15 are the themable system colors).
    case palette(UInt8)
    /// A direct (truecolor) RGB value.
    case rgb(UInt8, UInt8, UInt8)
}
