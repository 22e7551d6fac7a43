import Testing
@testable import Terminal

@Suite struct TerminalProbeSessionTests {
    @Test func asksTheWholeBurst() {
        #expect(TerminalProbeSession().queries == ProbeQuery.burst)
    }

    /// Replies after the first frame come in with keys: the keys go on, byte for byte, the replies
    /// stay, and the end marker completes the session.
    @Test(arguments: RecordedTerminal.all.filter { $0.environment["TMUX"] == nil })
    func keysTypedAmongTheRepliesStayKeys(terminal: RecordedTerminal) {
        var session = TerminalProbeSession()
        // The end marker (DA1) is the last sequence: keys come before it, then it ends the session.
        let marker = terminal.bytes.lastIndex(of: 0x1B)!
        let bytes = Array("ab".utf8) + terminal.bytes[..<marker] + Array("/\u{1B}[A".utf8)
        var keys: [UInt8] = []
        for byte in bytes { keys += session.feed([byte]) }
        #expect(!session.isComplete)
        keys += session.feed(terminal.bytes[marker...])
        #expect(session.isComplete)
        #expect(keys == Array("ab/\u{1B}[A".utf8))
        #expect(session.capabilities(environment: terminal.environment, windowPixels: terminal.windowPixels, cells: terminal.cells)
                == terminal.capabilities)
    }

    /// A lone Esc is held (it may start a reply) until the Esc delay flushes it as a key.
    @Test func aLoneEscapeIsHeldUntilFlushed() {
        var session = TerminalProbeSession()
        #expect(session.feed([0x1B]).isEmpty)
        #expect(session.hasPartialSequence)
        #expect(session.flush() == [0x1B])
        #expect(!session.hasPartialSequence)
        #expect(!session.isComplete)
    }

    /// A terminal that never answers leaves a session with nothing: no answer, no pixels.
    @Test func silenceIsNoAnswer() {
        let session = TerminalProbeSession()
        let capabilities = session.capabilities(environment: ["TERM": "xterm-256color"], windowPixels: nil, cells: Size(width: 80, height: 24))
        #expect(!capabilities.gotAnswer)
        #expect(TerminalProbeStart.update(current: nil, fresh: capabilities) == nil)
    }
}
