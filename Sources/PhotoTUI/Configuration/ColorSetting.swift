import Terminal

/// `--color auto|truecolor|256|16|none` (config `color`, env `PHOTO_TUI_COLOR`): the colours
/// the screen uses. `auto` reads the terminal description (and `COLORTERM` for 24-bit); the
/// others override it, for a terminal whose `TERM` undersells it (or oversells it over SSH).
enum ColorSetting: String, CaseIterable, Equatable, Sendable {
    case auto
    case truecolor
    case palette256 = "256"
    case ansi16 = "16"
    case none

    /// Parses a setting; `true`/`false` are the config file's older spelling (`auto`/`none`).
    init?(parsing text: String) {
        switch text.lowercased() {
        case "true": self = .auto
        case "false": self = .none
        case "24bit", "direct": self = .truecolor
        default:
            guard let setting = ColorSetting(rawValue: text.lowercased()) else { return nil }
            self = setting
        }
    }

    /// The screen's colour mode to force, or nil to detect it.
    var colorMode: ColorMode? {
        switch self {
        case .auto: return nil
        case .truecolor: return .direct
        case .palette256: return .palette256
        case .ansi16: return .ansi16
        case .none: return ColorMode.none
        }
    }

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
