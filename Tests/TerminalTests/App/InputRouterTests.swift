import Testing
@testable import Terminal

/// The one route from the terminal's bytes to the app: keys and replies decoded together, the
/// open probe taking the replies it asked for, everything else going on to the app.
@Suite struct InputRouterTests {
    private static let enoent = "\u{1B}_Gi=1347682305,p=1;ENOENT:Put command refers to non-existent image with id: 1347682305\u{1B}\\"
    private static let lostImage = TerminalReply.kittyGraphics(id: 1347682305, message: "ENOENT:Put command refers to non-existent image with id: 1347682305")

    /// Replies that come a byte at a time are held until whole; the end marker completes the probe.
    @Test(arguments: RecordedTerminal.all.filter { $0.environment["TMUX"] == nil })
    func aReplySplitAcrossReadsIsTakenWhole(terminal: RecordedTerminal) {
        var router = InputRouter()
        router.open(TerminalProbeSession())
        var events: [InputEvent] = []
        for byte in terminal.bytes { events += router.feed([byte]) }
        #expect(events.isEmpty)
        #expect(router.probe?.isComplete == true)
        let session = router.close()
        #expect(session?.capabilities(environment: terminal.environment, windowPixels: terminal.windowPixels, cells: terminal.cells)
                == terminal.capabilities)
    }

    /// Keys typed among the replies stay keys, in order; the replies stay with the probe.
    @Test func aReplyInterleavedWithKeysLeavesTheKeys() {
        let kitty = RecordedTerminal.kitty
        let marker = kitty.bytes.lastIndex(of: 0x1B)!
        var router = InputRouter()
        router.open(TerminalProbeSession())
        var events = router.feed(Array("ab".utf8) + kitty.bytes[..<marker] + Array("/\u{1B}[A".utf8))
        #expect(router.probe?.isComplete == false)
        events += router.feed(kitty.bytes[marker...])
        #expect(router.probe?.isComplete == true)
        #expect(events == [.key(.character("a")), .key(.character("b")), .key(.character("/")), .key(.up)])
        #expect(router.close()?.replies == kitty.capabilitiesReplies)
    }

    /// Kitty's answer about one of the app's images reaches the app while the probe is open (and
    /// the probe's own kitty answer, `i=31`, does not).
    @Test func kittyENOENTDuringAnOpenProbeReachesTheApp() {
        var router = InputRouter()
        router.open(TerminalProbeSession())
        let bytes = Array(("j" + Self.enoent + RecordedTerminal.kittyReplies).utf8)
        // Split inside the ENOENT answer.
        var events = router.feed(bytes[..<20])
        #expect(events == [.key(.character("j"))])
        events += router.feed(bytes[20...])
        #expect(events == [.key(.character("j")), .reply(Self.lostImage)])
        #expect(router.probe?.isComplete == true)
        #expect(router.probe?.replies.contains(Self.lostImage) == false)
        #expect(router.probe?.replies.first == .kittyGraphics(id: 31, message: "OK"))
    }

    /// With no probe open, every reply goes on to the app (a late answer is ignored there).
    @Test func withoutAProbeEveryReplyGoesOn() {
        var router = InputRouter()
        #expect(router.feed(Array(("x" + Self.enoent + "\u{1B}[?62;c").utf8))
                == [.key(.character("x")), .reply(Self.lostImage), .reply(.primaryAttributes([62]))])
    }

    /// A lone Esc waits (it may start a reply) until the Esc delay flushes it as the key.
    @Test func aLoneEscapeIsHeldUntilFlushed() {
        var router = InputRouter()
        router.open(TerminalProbeSession())
        #expect(router.feed([0x1B]).isEmpty)
        #expect(router.hasPendingInput)
        #expect(router.flush() == [.key(.escape)])
        #expect(!router.hasPendingInput)
        #expect(router.probe?.isComplete == false)
    }

    /// Inside tmux the session counts tmux's DA1 and then, once the outer terminal is asked, its own.
    @Test func insideTmuxTheOuterTerminalsMarkerEndsTheProbe() {
        var router = InputRouter()
        var session = TerminalProbeSession.insideTmux()
        #expect(session.queries == ProbeQuery.tmuxFirstStage)
        router.open(session)
        #expect(router.feed(RecordedTerminal.tmuxReplies.utf8).isEmpty)
        session = router.close()!
        #expect(session.isComplete)
        #expect(session.askOuterTerminal() == ProbeQuery.wrappedForTmux(ProbeQuery.burst))
        #expect(!session.isComplete)
        router.open(session)
        #expect(router.feed(RecordedTerminal.kitty.bytes).isEmpty)
        #expect(router.probe?.isComplete == true)
        #expect(router.probe?.capabilities(environment: RecordedTerminal.tmuxEnvironment, windowPixels: nil, cells: Size(width: 80, height: 24))
                .kittyGraphics == true)
    }
}

extension RecordedTerminal {
    /// The replies the recorded bytes hold, in order.
    var capabilitiesReplies: [TerminalReply] {
        var parser = ReplyParser()
        return parser.feed(bytes)
    }
}
