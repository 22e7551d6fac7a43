import Testing
@testable import Terminal

@Suite struct ProbeQueryTests {
    @Test func burstIsEveryQueryWithDA1Last() {
        let expected = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>q" + "\u{1B}[16t" + "\u{1B}[14t"
            + "\u{1B}[?1;1;0S" + "\u{1B}[?2;1;0S" + "\u{1B}[?2026$p" + "\u{1B}P+q524742\u{1B}\\" + "\u{1B}]11;?\u{1B}\\"
            + "\u{1B}[>c" + "\u{1B}[c"
        #expect(ProbeQuery.burst == Array(expected.utf8))
        #expect(ProbeQuery.burst.suffix(3) == Array("\u{1B}[c".utf8)[...])
    }

    @Test func theSharedMemoryQueryFollowsTheKittyQueryAndNamesTheObjectInBase64() {
        let expected = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24;L3Bob3RvLXR1aS0xMi0z\u{1B}\\"
            + "\u{1B}[>q" + "\u{1B}[16t" + "\u{1B}[14t" + "\u{1B}[?1;1;0S" + "\u{1B}[?2;1;0S" + "\u{1B}[?2026$p" + "\u{1B}P+q524742\u{1B}\\"
            + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[>c" + "\u{1B}[c"
        #expect(ProbeQuery.burst(sharedMemoryName: "/photo-tui-12-3") == Array(expected.utf8))
    }

    @Test func tmuxFirstStageAsksTmuxItself() {
        #expect(ProbeQuery.tmuxFirstStage == Array("\u{1B}[>q\u{1B}[c".utf8))
    }

    @Test func wrappingDoublesEveryEscape() {
        #expect(ProbeQuery.wrappedForTmux(Array("\u{1B}[c".utf8)) == Array("\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\".utf8))
        #expect(ProbeQuery.wrappedForTmux([]) == Array("\u{1B}Ptmux;\u{1B}\\".utf8))
        let wrapped = ProbeQuery.wrappedForTmux(ProbeQuery.burst)
        let prefix = Array("\u{1B}Ptmux;".utf8)
        #expect(Array(wrapped.prefix(prefix.count)) == prefix)
        #expect(Array(wrapped.suffix(2)) == [0x1B, UInt8(ascii: "\\")])
        // Undoubling the inside gives the burst back, and no lone ESC inside could end the passthrough.
        var inside = Array(wrapped.dropFirst(prefix.count).dropLast(2))
        var unwrapped: [UInt8] = []
        while !inside.isEmpty {
            let byte = inside.removeFirst()
            if byte == 0x1B {
                #expect(inside.first == 0x1B)
                inside.removeFirst()
            }
            unwrapped.append(byte)
        }
        #expect(unwrapped == ProbeQuery.burst)
    }

    @Test func anEchoedBurstIsNoAnswer() {
        // A pipe that echoes what it is sent must not look like a terminal that answered.
        var parser = ReplyParser()
        let replies = parser.feed(ProbeQuery.burst)
        let capabilities = TerminalCapabilities(replies: replies, environment: [:], windowPixels: nil,
                                                cells: Size(width: 80, height: 24))
        #expect(!capabilities.gotAnswer)
        #expect(!capabilities.kittyGraphics)
        #expect(GraphicsMode.auto.choose(for: capabilities, environment: [:]).graphicsProtocol == nil)
    }
}
