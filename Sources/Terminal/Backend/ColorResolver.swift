/// Turns a `Color` into the color number ncurses takes in a given mode (-1 is the terminal default).
public struct ColorResolver: Sendable {
    public let mode: ColorMode

    public init(mode: ColorMode) { self.mode = mode }

    public func number(for color: Color) -> Int32 {
        switch color {
        case .default:
            return -1
        case .palette(let index):
            switch mode {
            case .none: return -1
            case .ansi8: return index < 8 ? Int32(index) : nearestSystem(XtermPalette.rgb(of: index), count: 8)
            case .ansi16: return index < 16 ? Int32(index) : nearestSystem(XtermPalette.rgb(of: index), count: 16)
            case .palette256: return Int32(index)
            case .direct:
                // xterm-direct keeps 0–7 as the themable ANSI colors; the rest of the palette has no number.
                return index < 8 ? Int32(index) : packed(XtermPalette.rgb(of: index))
            }
        case .rgb(let r, let g, let b):
            switch mode {
            case .none: return -1
            case .ansi8: return Int32(XtermPalette.nearestSystem(r, g, b, count: 8))
            case .ansi16: return Int32(XtermPalette.nearestSystem(r, g, b, count: 16))
            case .palette256: return Int32(XtermPalette.nearest240(r, g, b))
            case .direct: return packed((r, g, b))
            }
        }
    }

    private func nearestSystem(_ rgb: (UInt8, UInt8, UInt8), count: Int) -> Int32 {
        Int32(XtermPalette.nearestSystem(rgb.0, rgb.1, rgb.2, count: count))
    }

    /// 0xRRGGBB; values below 8 would be read as ANSI colors by xterm-direct, so nudge near-black up.
    private func packed(_ rgb: (UInt8, UInt8, UInt8)) -> Int32 {
        let value = Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2)
        return value < 8 ? 8 : value
    }
}
