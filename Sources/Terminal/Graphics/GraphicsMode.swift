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
    /// In `auto`: kitty when the kitty query was answered with OK (except in Konsole, whose kitty
    /// support is partial); else iTerm2 images when the terminal is iTerm2 or WezTerm; else sixel
    /// when DA1 has attribute 4; else symbols. Forced modes are honoured without looking.
    ///
    /// - Parameters:
    ///   - capabilities: the probe's findings; nil when the probe did not run or got no answer.
    ///   - environment: the process environment (`KONSOLE_VERSION`, `TERM_PROGRAM`).
    /// - Returns: the protocol, nil for symbols, with the reason.
    public func choose(for capabilities: TerminalCapabilities?, environment: [String: String]) -> GraphicsChoice {
        switch self {
        case .kitty: return GraphicsChoice(graphicsProtocol: .kitty, reason: "forced by --graphics")
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
        let konsole = environment["KONSOLE_VERSION"].map { !$0.isEmpty } ?? false
        // WezTerm answers the kitty query, but its kitty placements are partial (yazi and
        // ratatui-image use its iTerm2 images): named WezTerm goes to iTerm2 first.
        if capabilities.terminalName == "WezTerm" || environment["TERM_PROGRAM"] == "WezTerm" {
            return GraphicsChoice(graphicsProtocol: .iterm2, reason: "iTerm2 images: the terminal is WezTerm")
        }
        if capabilities.kittyGraphics && !konsole {
            return GraphicsChoice(graphicsProtocol: .kitty,
                                  reason: "kitty graphics: the terminal answered the kitty query (i=31) with OK")
        }
        if let name = capabilities.terminalName, name == "iTerm2" || name == "WezTerm" {
            return GraphicsChoice(graphicsProtocol: .iterm2, reason: "iTerm2 images: the terminal is \(name)")
        }
        if let program = environment["TERM_PROGRAM"], program == "iTerm.app" || program == "WezTerm" {
            return GraphicsChoice(graphicsProtocol: .iterm2, reason: "iTerm2 images: TERM_PROGRAM is \(program)")
        }
        let skippedKitty = capabilities.kittyGraphics ? " (kitty graphics skipped: Konsole's is incomplete)" : ""
        if capabilities.sixel {
            return GraphicsChoice(graphicsProtocol: .sixel,
                                  reason: "sixel: the terminal's device attributes (DA1) include 4\(skippedKitty)")
        }
        if capabilities.insideTmux && capabilities.terminalName == nil {
            return GraphicsChoice(graphicsProtocol: nil,
                                  reason: "symbols: only tmux answered; with allow-passthrough on the terminal outside could answer")
        }
        return GraphicsChoice(graphicsProtocol: nil,
                              reason: "symbols: the terminal has no kitty graphics, iTerm2 images or sixel\(skippedKitty)")
    }
}
