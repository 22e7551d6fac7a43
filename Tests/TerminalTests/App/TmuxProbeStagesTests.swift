import Testing
@testable import Terminal

/// Inside tmux, what the probe after the first frame does once tmux answered its first stage and
/// its question about the pane, in whichever order they come.
@Suite struct TmuxProbeStagesTests {
    private func firstStage() -> TerminalProbeSession {
        var session = TerminalProbeSession.insideTmux()
        _ = session.feed(RecordedTerminal.tmuxReplies.utf8)
        return session
    }

    @Test(arguments: [true, false])
    func withPassthroughOffTheOuterTerminalIsNotAsked(paneFirst: Bool) {
        var stages = TmuxProbeStages(setsPassthrough: false)
        let pane = TmuxPane(parsing: "0 0 on bottom off /dev/pts/4")
        if paneFirst { stages.paneAnswered(pane) } else { stages.stageFinished(firstStage()) }
        guard case .wait = stages.next() else { Issue.record("one answer is still out"); return }
        if paneFirst { stages.stageFinished(firstStage()) } else { stages.paneAnswered(pane) }
        guard case .finished(let session, let answeredPane, let silent) = stages.next() else { Issue.record("the probe is over"); return }
        #expect(session.isComplete)
        #expect(answeredPane == pane)
        #expect(answeredPane?.clientTTY == "/dev/pts/4")
        #expect(silent)
    }

    @Test func withPassthroughOnTheOuterTerminalIsAskedWithTheLongerWait() {
        var stages = TmuxProbeStages(setsPassthrough: false)
        stages.paneAnswered(TmuxPane(parsing: "0 1 on top on /dev/pts/4"))
        stages.stageFinished(firstStage())
        guard case .askOuterTerminal(var session, let grace) = stages.next() else { Issue.record("the outer terminal is asked"); return }
        #expect(grace)
        #expect(session.askOuterTerminal() == ProbeQuery.wrappedForTmux(ProbeQuery.burst))
        _ = session.feed(RecordedTerminal.kitty.bytes)
        stages.stageFinished(session)
        guard case .finished(let finished, let pane, let silent) = stages.next() else { Issue.record("the probe is over"); return }
        #expect(!silent)
        #expect(pane?.offset == Point(x: 0, y: 2))
        #expect(finished.capabilities(environment: RecordedTerminal.tmuxEnvironment, windowPixels: nil, cells: Size(width: 80, height: 24)).kittyGraphics)
    }

    /// A tmux that could not say (too old, or the command failed): asked within the budget only.
    @Test func anUnknownSettingIsAskedWithinTheBudget() {
        var stages = TmuxProbeStages(setsPassthrough: false)
        stages.paneAnswered(nil)
        stages.stageFinished(firstStage())
        guard case .askOuterTerminal(var session, let grace) = stages.next() else { Issue.record("the outer terminal is asked"); return }
        #expect(!grace)
        // Nothing came back through tmux before the budget: the second stage is given up on.
        _ = session.askOuterTerminal()
        stages.stageFinished(session)
        guard case .finished(let finished, let pane, let silent) = stages.next() else { Issue.record("the probe is over"); return }
        #expect(pane == nil)
        #expect(silent)
        #expect(!finished.capabilities(environment: RecordedTerminal.tmuxEnvironment, windowPixels: nil, cells: Size(width: 80, height: 24)).kittyGraphics)
    }

    /// The user allowed the probe to turn passthrough on: it is on, whatever tmux said before.
    @Test func settingPassthroughAsksTheOuterTerminal() {
        var stages = TmuxProbeStages(setsPassthrough: true)
        stages.paneAnswered(TmuxPane(parsing: "0 0 on bottom off /dev/pts/4"))
        stages.stageFinished(firstStage())
        guard case .askOuterTerminal(_, let grace) = stages.next() else { Issue.record("the outer terminal is asked"); return }
        #expect(grace)
    }
}
