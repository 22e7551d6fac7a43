/// One terminal cell of a converted image: a symbol drawn in `foreground` over `background`.
public struct ImageCell: Hashable, Sendable {
    /// The symbol (a space, a block, a quadrant, a sextant, a shade…); always one column wide.
    public var symbol: Character
    /// The symbol's colour.
    public var foreground: Color
    /// The colour around the symbol.
    public var background: Color

    /// Creates a cell.
    public init(symbol: Character, foreground: Color, background: Color) {
        self.symbol = symbol
        self.foreground = foreground
        self.background = background
    }
}
