/// One terminal cell: a grapheme, its display width and its style.
///
/// A wide (two-column) grapheme occupies its cell and a continuation cell to its right, whose
/// `symbol` is empty and `width` is 0; backends skip continuation cells.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster (a base character with its combining marks), or "" for a continuation.
    public var symbol: String
    /// Display columns: 1, 2 for wide characters, 0 for the continuation of a wide character.
    public var width: UInt8
    public var style: Style

    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(symbol: " ")

    /// A space in `style` (to paint a background).
    public static func blank(_ style: Style) -> Cell { Cell(symbol: " ", width: 1, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
