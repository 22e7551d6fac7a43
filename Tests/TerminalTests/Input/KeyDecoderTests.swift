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
        #expect(decode("\u{1B}[I\u{1B}[O\u{1B}[?1;2ca") == [.focusIn, .focusOut, .character("a")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0x61]) == [.character("a")])
        #expect(decoder.feed([0xED, 0x95]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }

    /// Replies to the probe that come after it stopped waiting, mixed with keys.
    private static let lateReplies = "j" + "\u{1B}_Gi=31;OK\u{1B}\\" + "k" + "\u{1B}P>|kitty(0.26.5)\u{1B}\\"
        + "\u{1B}[A" + "\u{1B}[?62;c" + "한" + "\u{1B}]11;rgb:1e1e/2020/3030\u{07}" + "\u{1B}]11;rgb:ff/ff/ff\u{1B}\\"
        + "\u{1B}[?2026;2$y" + "\u{1B}[6;18;9t" + "\u{1B}[?1;0;1024S" + "\u{1B}[?2;0;952;595S" + "\u{1B}[?12;5R"
        + "\u{1B}[>24;279;0c" + "\u{1B}P1+r524742=38\u{1B}\\" + "\u{1B}P0+r5463\u{1B}\\" + "q"
    private static let lateReplyKeys: [Key] = [.character("j"), .character("k"), .up, .character("한"), .character("q")]

    @Test func lateProbeRepliesAreNotKeys() {
        #expect(decode(Self.lateReplies) == Self.lateReplyKeys)
    }

    /// Every complete reply is handed on (the probe's answers, kitty's about an image), keys are not.
    @Test func everyReplyIsKeptAsAReply() {
        var decoder = KeyDecoder()
        let enoent = "\u{1B}_Gi=1347682305,p=1;ENOENT:Put command refers to non-existent image with id: 1347682305\u{1B}\\"
        let bytes = Array(("j" + enoent + "k" + "\u{1B}P>|kitty(0.26.5)\u{1B}\\" + "\u{1B}_other\u{1B}\\").utf8)
        // Split inside the kitty answer: it is kept once whole.
        var keys = decoder.feed(bytes[0..<10])
        #expect(decoder.takeReplies().isEmpty)
        keys += decoder.feed(bytes[10...])
        #expect(keys == [.character("j"), .character("k")])
        #expect(decoder.takeReplies() == [.kittyGraphics(id: 1347682305, message: "ENOENT:Put command refers to non-existent image with id: 1347682305"),
                                          .version("kitty(0.26.5)"), .other(Array("\u{1B}_other\u{1B}\\".utf8))])
        #expect(decoder.takeReplies().isEmpty)
        // Alt-_ then G is keys, not an answer.
        #expect(decoder.feed(Array("\u{1B}_G".utf8)).isEmpty)
        #expect(decoder.flush() == [.alt(.character("_")), .character("G")])
        #expect(decoder.takeReplies().isEmpty)
    }

    /// `decode` hands keys and replies on in the order they came, every reply of the late burst decoded.
    @Test func keysAndRepliesComeInOrder() {
        var decoder = KeyDecoder()
        let events = decoder.decode(Array(Self.lateReplies.utf8))
        #expect(events.compactMap { if case .key(let key) = $0 { key } else { nil } } == Self.lateReplyKeys)
        #expect(events == [
            .key(.character("j")), .reply(.kittyGraphics(id: 31, message: "OK")), .key(.character("k")), .reply(.version("kitty(0.26.5)")),
            .key(.up), .reply(.primaryAttributes([62])), .key(.character("한")),
            .reply(.color(slot: 11, red: 30, green: 32, blue: 48)), .reply(.color(slot: 11, red: 255, green: 255, blue: 255)),
            .reply(.modeReport(mode: 2026, value: 2)), .reply(.cellSize(width: 9, height: 18)),
            .reply(.graphicsAttribute(item: 1, status: 0, values: [1024])), .reply(.graphicsAttribute(item: 2, status: 0, values: [952, 595])),
            .reply(.other(Array("\u{1B}[?12;5R".utf8))), .reply(.secondaryAttributes([24, 279, 0])),
            .reply(.capability(name: "RGB", value: "8")), .reply(.capability(name: "Tc", value: nil)), .key(.character("q")),
        ])
    }

    @Test func completeStringsAreSwallowed() {
        #expect(decode("a\u{1B}^pm\u{1B}\\b\u{1B}Xsos\u{1B}\\c\u{1B}_other\u{1B}\\") ==
            [.character("a"), .character("b"), .character("c")])
    }

    @Test func lateProbeRepliesSplitAtAnyByte() {
        let bytes = Array(Self.lateReplies.utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...]) + decoder.flush()
            #expect(keys == Self.lateReplyKeys, "split at \(split)")
        }
        var decoder = KeyDecoder()
        #expect(bytes.flatMap { decoder.feed([$0]) } + decoder.flush() == Self.lateReplyKeys, "byte by byte")
    }

    @Test func anUnfinishedReplyWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("x\u{1B}P>|XTe".utf8)) == [.character("x")])
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("rm(379)\u{1B}".utf8)).isEmpty)
        #expect(decoder.feed(Array("\\y".utf8)) == [.character("y")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func focusReports() {
        #expect(decode("\u{1B}[I") == [.focusIn])
        #expect(decode("\u{1B}[O") == [.focusOut])
        #expect(decode("\u{1B}[Ij\u{1B}[O") == [.focusIn, .character("j"), .focusOut])
    }

    @Test func replyFormsAreNotFunctionKeys() {
        #expect(decode("\u{1B}[?1;0;1024S") == [])
        #expect(decode("\u{1B}[?5;1R") == [])
        #expect(decode("\u{1B}[1;2S\u{1B}[1;5R") == [.function(4), .function(3)])
    }

    @Test(arguments: [("P", Key.alt(.character("P"))), ("]", .alt(.character("]"))), ("_", .alt(.character("_")))])
    func altKeysThatStartAStringDecodeAfterTheTimeout(letter: String, key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}\(letter)".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [key])
        #expect(!decoder.hasPendingInput)
    }

    /// Keys from one read, without the escape timeout.
    private static func oneRead(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func altKeysFollowedByTextDecodeAsTyped() {
        // Not a reply's beginning: decoded at once.
        #expect(Self.oneRead("\u{1B}Pjk") == [.alt(.character("P")), .character("j"), .character("k")])
        #expect(Self.oneRead("\u{1B}^a") == [.alt(.character("^")), .character("a")])
        #expect(Self.oneRead("\u{1B}Xa") == [.alt(.character("X")), .character("a")])
        // Could be a reply's beginning: waits, then the timeout decodes it as keys.
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]1".utf8)).isEmpty)
        #expect(decoder.flush() == [.alt(.character("]")), .character("1")])
        #expect(decoder.feed(Array("\u{1B}P1+".utf8)).isEmpty)
        #expect(decoder.flush() == [.alt(.character("P")), .character("1"), .character("+")])
        // A control key or another sequence after Alt-] means it was typed.
        #expect(decode("\u{1B}]1\r") == [.alt(.character("]")), .character("1"), .enter])
        #expect(decode("\u{1B}]1\u{1B}[A") == [.alt(.character("]")), .character("1"), .up])
    }

    @Test func runawayReplyIsDropped() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}P>|".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.maximumStringLength + 1)
        #expect(decoder.feed(bytes).isEmpty)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.feed(Array("j".utf8)) == [.character("j")])
    }
}
