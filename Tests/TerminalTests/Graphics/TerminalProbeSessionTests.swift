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

    /// With shared memory, the burst asks kitty to read a one-pixel object; kitty's answer under
    /// `i=32` is the probe's, and the object is gone at the end marker whether or not kitty
    /// read it (kitty answered before DA1).
    @Test func theSharedMemoryQueryNamesAnObjectGoneAtTheEndMarker() throws {
        let objects = SharedMemoryObjectsTests.objects()
        defer { objects.unlinkAll() }
        var session = TerminalProbeSession(sharedMemory: objects)
        let name = try #require(session.sharedMemoryName)
        #expect(session.queries == ProbeQuery.burst(sharedMemoryName: name))
        #expect(SharedMemoryObjectsTests.contents(of: name) == [0, 0, 0])
        // A remote kitty could not open it: it answers EBADF and the object stays until the end.
        let keys = session.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}_Gi=32;EBADF:Failed to open file\u{1B}\\".utf8))
        #expect(keys.isEmpty)
        #expect(SharedMemoryObjects.exists(name))
        _ = session.feed(Array("\u{1B}[?62;22c".utf8))
        #expect(session.isComplete)
        #expect(!SharedMemoryObjects.exists(name))
        #expect(objects.outstandingNames.isEmpty)
        let capabilities = session.capabilities(environment: [:], windowPixels: nil, cells: Size(width: 80, height: 24))
        #expect(capabilities.kittyGraphics && !capabilities.kittySharedMemory)
        // A local kitty's OK is kept as the probe's reply.
        var local = TerminalProbeSession(sharedMemory: objects)
        let kept = local.take(.kittyGraphics(id: 32, message: "OK"))
        let other = local.take(.kittyGraphics(id: 33, message: "OK"))
        #expect(kept && !other)
    }

    /// Inside tmux the object is made for the terminal outside, with the wrapped burst.
    @Test func insideTmuxTheObjectComesWithTheOuterBurst() throws {
        let objects = SharedMemoryObjectsTests.objects()
        defer { objects.unlinkAll() }
        var session = TerminalProbeSession.insideTmux(sharedMemory: objects)
        #expect(session.sharedMemoryName == nil)
        #expect(session.queries == ProbeQuery.tmuxFirstStage)
        let wrapped = session.askOuterTerminal()
        let name = try #require(session.sharedMemoryName)
        #expect(wrapped == ProbeQuery.wrappedForTmux(ProbeQuery.burst(sharedMemoryName: name)))
        _ = session.feed(Array("\u{1B}[?1;2c\u{1B}[?62;22c".utf8))
        #expect(session.isComplete)
        #expect(!SharedMemoryObjects.exists(name))
    }

    /// A terminal that never answers leaves a session with nothing: no answer, no pixels.
    @Test func silenceIsNoAnswer() {
        let session = TerminalProbeSession()
        let capabilities = session.capabilities(environment: ["TERM": "xterm-256color"], windowPixels: nil, cells: Size(width: 80, height: 24))
        #expect(!capabilities.gotAnswer)
        #expect(TerminalProbeStart.update(current: nil, fresh: capabilities) == nil)
    }
}
