/// Inside tmux, the probe after the first frame waits for two answers: tmux's own to the first
/// stage (XTVERSION and DA1, read out of the input) and tmux's answer about the pane (a child
/// process, ``TmuxPaneQuestion``). Once both are in it says what comes next: the terminal
/// outside is asked through passthrough, unless the pane passes nothing through, and then the
/// probe is over.
struct TmuxProbeStages: Sendable {
    /// What the app does next.
    enum Next {
        /// An answer is still out.
        case wait
        /// Write the session's wrapped burst and read its replies; `grace`: passthrough is on, so
        /// the outer terminal will answer and a busy one is given the longer wait.
        case askOuterTerminal(TerminalProbeSession, grace: Bool)
        /// The probe is over: adopt what it found.
        case finished(TerminalProbeSession, pane: TmuxPane?, passthroughSilent: Bool)
    }

    /// The probe turns the pane's `allow-passthrough` on first (the user allowed it).
    let setsPassthrough: Bool
    /// tmux's answer about the pane once it came (its inner nil: tmux could not say).
    private var pane: TmuxPane??
    /// The session of the stage that finished last, until the next step takes it.
    private var session: TerminalProbeSession?
    private var outerTerminalAsked = false

    init(setsPassthrough: Bool) {
        self.setsPassthrough = setsPassthrough
    }

    /// tmux answered about the pane.
    mutating func paneAnswered(_ pane: TmuxPane?) {
        self.pane = .some(pane)
    }

    /// A stage's replies are in (or its wait is over).
    mutating func stageFinished(_ session: TerminalProbeSession) {
        self.session = session
    }

    /// The next step, once both answers of the current stage are in.
    mutating func next() -> Next {
        guard let session, let pane else { return .wait }
        if outerTerminalAsked { return .finished(session, pane: pane, passthroughSilent: !session.isComplete) }
        let passthrough = setsPassthrough ? .on : pane?.passthrough ?? .unknown
        // tmux drops whatever is wrapped for the terminal outside: asking would only wait.
        if passthrough == .off { return .finished(session, pane: pane, passthroughSilent: true) }
        outerTerminalAsked = true
        self.session = nil
        return .askOuterTerminal(session, grace: passthrough == .on)
    }
}
