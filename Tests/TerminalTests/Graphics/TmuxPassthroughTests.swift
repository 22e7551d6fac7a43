import Testing
@testable import Terminal

@Suite struct TmuxPassthroughTests {
    @Test func everyEscapeIsDoubledInsideOnePassthrough() {
        let inner = Array("\u{1B}7\u{1B}[3;5H\u{1B}_Ga=p,i=1\u{1B}\\\u{1B}8".utf8)
        let wrapped = String(decoding: TmuxPassthrough.wrap(inner), as: UTF8.self)
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}[3;5H\u{1B}\u{1B}_Ga=p,i=1\u{1B}\u{1B}\\\u{1B}\u{1B}8\u{1B}\\")
    }

    @Test func theProbeWrapsTheSameWay() {
        let bytes = Array("\u{1B}[c".utf8)
        #expect(ProbeQuery.wrappedForTmux(bytes) == TmuxPassthrough.wrap(bytes))
    }

    @Test func thePaneOffsetCountsATopStatusLine() {
        #expect(TerminalProbe.paneOffset(parsing: "0 0 on top") == Point(x: 0, y: 1))
        #expect(TerminalProbe.paneOffset(parsing: "40 0 on bottom") == Point(x: 40, y: 0))
        #expect(TerminalProbe.paneOffset(parsing: "0 12 2 top") == Point(x: 0, y: 14))
        #expect(TerminalProbe.paneOffset(parsing: "3 4 off top") == Point(x: 3, y: 4))
        #expect(TerminalProbe.paneOffset(parsing: "nonsense") == nil)
    }

    @Test func thePaneComesWithItsClientsTerminal() {
        #expect(TmuxPane(parsing: "0 0 on top /dev/pts/7") == TmuxPane(offset: Point(x: 0, y: 1), clientTTY: "/dev/pts/7"))
        #expect(TmuxPane(parsing: "5 2 on bottom")?.clientTTY == nil)
        #expect(TmuxPane(parsing: "0 0 on top 1 /dev/pts/7") == TmuxPane(offset: Point(x: 0, y: 1), clientTTY: "/dev/pts/7", passthrough: .on))
        #expect(TmuxPane(parsing: "3 0 on bottom 0") == TmuxPane(offset: Point(x: 3, y: 0), clientTTY: nil, passthrough: .off))
        #expect(TmuxPane(parsing: "3 0 on bottom all /dev/pts/2")?.passthrough == .on)
        // Only a device path: an empty or odd answer is not written to.
        #expect(TmuxPane(parsing: "5 2 on bottom relative/path")?.clientTTY == nil)
    }
}
