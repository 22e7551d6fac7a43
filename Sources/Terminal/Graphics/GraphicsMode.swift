/// How images are drawn, as `--graphics` (or the config key `graphics`) asks: `auto` follows the
/// probe, the protocols force one (at the user's risk), `symbols` keeps today's cell images.
public enum GraphicsMode: String, Sendable, Hashable, CaseIterable {
    /// Follow the probe.
    case auto
    /// Always the kitty graphics protocol.
    case kitty
    /// Always sixel.
    case sixel
    /// Always iTerm2 inline images.
    case iterm2
    /// Never pixels: images in symbols and colours of cells.
    case symbols

    /// Picks the protocol.
    ///
    /// In `auto`: the first row of ``GraphicsDriverTable`` that matches (kitty when the kitty
    /// query was answered with OK, except in Konsole; iTerm2 images in iTerm2 and WezTerm; sixel
    /// when DA1 has attribute 4; else symbols). Forced modes are honoured without looking.
    ///
    /// - Parameters:
    ///   - capabilities: the probe's findings; nil when the probe did not run or got no answer.
    ///   - environment: the process environment (`KONSOLE_VERSION`, `TERM_PROGRAM`).
    /// - Returns: the protocol, nil for symbols, with the reason.
    public func choose(for capabilities: TerminalCapabilities?, environment: [String: String]) -> GraphicsChoice {
        switch self {
        case .kitty:
            return GraphicsChoice(graphicsProtocol: .kitty, reason: "forced by --graphics").sharingMemory(capabilities, environment: environment)
        case .sixel: return GraphicsChoice(graphicsProtocol: .sixel, reason: "forced by --graphics")
        case .iterm2: return GraphicsChoice(graphicsProtocol: .iterm2, reason: "forced by --graphics")
        case .symbols: return GraphicsChoice(graphicsProtocol: nil, reason: "forced by --graphics")
        case .auto: return Self.automatic(capabilities, environment: environment)
        }
    }

    private static func automatic(_ capabilities: TerminalCapabilities?, environment: [String: String]) -> GraphicsChoice {
        guard let capabilities, capabilities.gotAnswer else {
            return GraphicsChoice(graphicsProtocol: nil, reason: "symbols: the terminal did not answer the probe within 250 ms")
        }
        return GraphicsDriverTable.choose(capabilities, environment: environment).sharingMemory(capabilities, environment: environment)
    }
}
