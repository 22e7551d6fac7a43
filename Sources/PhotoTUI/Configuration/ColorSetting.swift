import Terminal

/// `--color` (config `color`, env `PHOTO_TUI_COLOR`): the colours the screen uses. `auto` reads
/// the terminal description (and `COLORTERM` for 24-bit); the others override it, for a terminal
/// whose `TERM` undersells it (or oversells it over SSH).
enum ColorSetting: String, SettingChoice, Equatable {
    case auto
    case truecolor
    case palette256 = "256"
    case ansi16 = "16"
    case none

    static let kind = "a colour setting"

    init?(argument: String) { self.init(named: argument) }
    static var allValueDescriptions: [String: String] { helpByValue }
    /// The name, not the case's (`256`, not `palette256`).
    var defaultValueDescription: String { rawValue }

    /// `true`/`false` are the config file's older spelling (`auto`/`none`).
    static let aliases: [String: ColorSetting] = ["true": .auto, "false": .none, "24bit": .truecolor, "direct": .truecolor]

    var help: String {
        switch self {
        case .auto: return "from TERM and COLORTERM (the default)"
        case .truecolor: return "24-bit colour"
        case .palette256: return "the 256-colour palette"
        case .ansi16: return "the 16 ANSI colours"
        case .none: return "no colour (as NO_COLOR=1 or --no-color)"
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
}
