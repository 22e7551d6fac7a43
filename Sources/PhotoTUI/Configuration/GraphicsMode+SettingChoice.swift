import ArgumentParser
import Terminal

/// `--graphics` (`PHOTO_TUI_GRAPHICS`, `graphics`): how photos are drawn.
extension GraphicsMode: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "a graphics mode" }

    var help: String {
        switch self {
        case .auto: return "ask the terminal at start (the default); see photo-tui doctor"
        case .kitty: return "the kitty graphics protocol"
        case .sixel: return "sixel images"
        case .iterm2: return "iTerm2 inline images"
        case .symbols: return "character cells only, never pixels"
        }
    }
}
