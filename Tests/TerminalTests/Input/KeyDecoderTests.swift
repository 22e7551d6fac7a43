import Testing
@testable import Terminal

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func printableAndControlKeys() {
        #expect(decode("aZ ~") == [.character("a"), .character("Z"), .character(" "), .character("~")])
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(decode("\u{01}\u{05}\u{15}\u{17}\u{0B}\u{1A}\u{03}") ==
            [.ctrl("a"), .ctrl("e"), .ctrl("u"), .ctrl("w"), .ctrl("k"), .ctrl("z"), .ctrl("c")])
    }

    @Test(arguments: [
        // xterm normal and application cursor keys
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[24~", .function(12)), ("\u{1B}[1;3A", .alt(.up)), ("\u{1B}[1;5C", .right),
        ("\u{1B}OM", .enter),
        // tmux / screen
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        // rxvt
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[11~", .function(1)), ("\u{1B}[a", .up),
        ("\u{1B}Oa", .up), ("\u{1B}\u{1B}[A", .alt(.up)), ("\u{1B}[5^", .pageUp),
        // Linux console
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
    ] as [(String, Key)])
    func escapeSequences(sequence: String, key: Key) {
        #expect(decode(sequence) == [key])
    }

    @Test func escapeAloneWaitsThenIsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test func escapeFollowedByAKeyIsAlt() {
        #expect(decode("\u{1B}x") == [.alt(.character("x"))])
        #expect(decode("\u{1B}\u{7F}") == [.alt(.backspace)])
        #expect(decode("\u{1B}한") == [.alt(.character("한"))])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func sequencesSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("1;3".utf8)).isEmpty)
        #expect(decoder.feed(Array("Bq".utf8)) == [.alt(.down), .character("q")])
    }

    @Test func hangulFromAnInputMethodSplitAtAnyByte() {
        let bytes = Array("한글 입력".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
            #expect(keys == "한글 입력".map { Key.character($0) }, "split at \(split)")
        }
    }

    @Test func combiningMarksJoinTheirBase() {
        #expect(decode("e\u{301}x") == [.character("e\u{301}"), .character("x")])
        #expect(decode("\u{1100}\u{1161}") == [.character("\u{1100}\u{1161}")])
    }

    @Test func bracketedPaste() {
        #expect(decode("\u{1B}[200~hello\nworld 한\u{1B}[201~x") == [.paste("hello\nworld 한"), .character("x")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~par".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)  // a paste waits for its end marker
        #expect(decoder.feed(Array("t\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("part")])
    }

    @Test func sgrMouse() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press(.left), x: 9, y: 4))])
        #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release, x: 9, y: 4))])
        #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(kind: .press(.right), x: 0, y: 0))])
        #expect(decode("\u{1B}[<64;120;40M") == [.mouse(MouseEvent(kind: .wheelUp, x: 119, y: 39))])
        #expect(decode("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(kind: .wheelDown, x: 2, y: 3))])
        #expect(decode("\u{1B}[<32;3;4M") == [.mouse(MouseEvent(kind: .drag(.left), x: 2, y: 3))])
    }

    @Test func x10Mouse() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes) == [.mouse(MouseEvent(kind: .press(.left), x: 4, y: 2))])
    }

    @Test func unknownSequencesAndInvalidBytesAreDropped() {
        #expect(decode("\u{1B}[I\u{1B}[O\u{1B}[?1;2ca") == [.character("a")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0x61]) == [.character("a")])
        #expect(decoder.feed([0xED, 0x95]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }
}
