/// How a launch learns what the terminal can do, decided before the screen starts.
///
/// `--graphics auto` draws before the terminal answers: with an answer remembered for this
/// terminal (``TerminalProbeCache``) it draws with that at once, else with cells; either way the
/// terminal is asked again after the first frame (``TerminalProbeSession``) and a different answer
/// takes over at the next frame. Inside tmux the same: tmux itself (its pane's `allow-passthrough`,
/// a child process) and then the terminal outside are asked after the first frame. A protocol
/// given with `--graphics` is probed before the first frame as always (for the cell size).
public enum TerminalProbeStart: Equatable, Sendable {
    /// No probe: symbols in cells.
    case none
    /// Probe before the first frame, waiting for the answer within the budget.
    case waitForAnswer
    /// Draw with this remembered answer; ask again after the first frame.
    case remembered(TerminalCapabilities)
    /// Draw with cells; ask after the first frame and switch to pixels when the answer comes.
    case cellsFirst

    /// The start for `mode`.
    ///
    /// - Parameters:
    ///   - cache: where answers are remembered; nil asks before the first frame as always.
    ///   - identity: this terminal, for the cache.
    public static func decide(mode: GraphicsMode, cache: TerminalProbeCache?, identity: TerminalIdentity) -> TerminalProbeStart {
        switch mode {
        case .symbols: return .none
        case .kitty, .sixel, .iterm2: return .waitForAnswer
        case .auto:
            guard let cache else { return .waitForAnswer }
            return cache.load(identity).map(TerminalProbeStart.remembered) ?? .cellsFirst
        }
    }

    /// Whether the screen asks the terminal after its first frame.
    public var probesAfterFirstFrame: Bool {
        switch self {
        case .remembered, .cellsFirst: return true
        case .none, .waitForAnswer: return false
        }
    }

    /// What a fresh answer changes: the capabilities to adopt (and remember), or nil when it
    /// brings nothing new. A terminal that did not answer changes nothing (cells stay cells, a
    /// remembered answer stays).
    ///
    /// - Parameters:
    ///   - fresh: what the terminal answered after the first frame.
    ///   - current: what the screen draws with now (nil: cells, nothing known).
    public static func update(current: TerminalCapabilities?, fresh: TerminalCapabilities) -> TerminalCapabilities? {
        guard fresh.gotAnswer, fresh != current else { return nil }
        return fresh
    }
}
