import ArgumentParser
import Terminal

/// `--symbols` (`PHOTO_TUI_SYMBOLS`, `symbols`): the characters images in cells are drawn with.
extension ImageSymbols: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "a symbol set" }

    var help: String {
        switch self {
        case .blocks: return "block elements, in every font (the default)"
        case .sextants: return "finer sextants; some fonts lack them"
        }
    }
}
