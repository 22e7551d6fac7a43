/// How many colors the terminal can show, which decides how `Color`s are sent.
public enum ColorMode: Int, Comparable, Sendable, CustomStringConvertible {
    /// No color (monochrome terminal or `NO_COLOR`): attributes only.
    case none
    case ansi8
    case ansi16
    /// The 256-color palette; `.rgb` is quantized to its 240 non-system colors.
    case palette256
    /// 24-bit color through a direct-color terminfo entry (`xterm-direct`).
    case direct

    /// The mode for a terminfo `colors` count.
    public init(colorCount: Int) {
        switch colorCount {
        case 0x1000000...: self = .direct
        case 256...: self = .palette256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .none
        }
    }

    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: return "none"
        case .ansi8: return "8"
        case .ansi16: return "16"
        case .palette256: return "256"
        case .direct: return "direct"
        }
    }
}
