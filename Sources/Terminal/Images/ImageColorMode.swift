/// How many colours an image may use, from best to none.
public enum ImageColorMode: Hashable, Sendable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case truecolor
    /// The 240 palette colours 16–255 (6×6×6 cube and grey ramp). The 16 system colours are
    /// left alone because user themes redefine them.
    case palette240
    /// Only the 8/16 themable colours, or `NO_COLOR`: the image becomes a luminance ramp of
    /// shade symbols in the terminal's own colours, still legible.
    case symbolsOnly

    /// The best image mode for what the screen can show. 8 and 16 colours are themable, so an
    /// image in them would be a guess; symbols in the theme's own colours always read.
    public init(_ colorMode: ColorMode) {
        switch colorMode {
        case .direct: self = .truecolor
        case .palette256: self = .palette240
        case .none, .ansi8, .ansi16: self = .symbolsOnly
        }
    }
}
