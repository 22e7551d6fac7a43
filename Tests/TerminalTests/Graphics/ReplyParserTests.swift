import Testing
@testable import Terminal

@Suite struct ReplyParserTests {
    private static let esc = "\u{1B}"

    private static let kitty: [TerminalReply] = [
        .kittyGraphics(id: 31, message: "OK"), .version("kitty(0.26.5)"), .cellSize(width: 9, height: 18),
        .modeReport(mode: 2026, value: 2), .primaryAttributes([62]),
    ]
    private static let foot: [TerminalReply] = [
        .version("foot(1.13.1)"), .cellSize(width: 8, height: 17),
        .graphicsAttribute(item: 1, status: 0, values: [1024]), .graphicsAttribute(item: 2, status: 0, values: [952, 595]),
        .modeReport(mode: 2026, value: 2), .primaryAttributes([62, 4, 22]),
    ]
    private static let tmux: [TerminalReply] = [.version("tmux 3.3a"), .primaryAttributes([1, 2])]

    private static func parse(_ bytes: [UInt8]) -> (replies: [TerminalReply], typeahead: [UInt8], partial: Bool) {
        var parser = ReplyParser()
        let replies = parser.feed(bytes)
        return (replies, parser.takeTypeahead(), parser.hasPartialSequence)
    }

    private static func parse(_ text: String) -> (replies: [TerminalReply], typeahead: [UInt8], partial: Bool) {
        parse(Array(text.utf8))
    }

    @Test(arguments: [
        (RecordedTerminal.kitty, kitty),
        (RecordedTerminal.xtermVT340, [
            .version("XTerm(379)"), .graphicsAttribute(item: 1, status: 0, values: [1024]),
            .graphicsAttribute(item: 2, status: 0, values: [990, 684]), .modeReport(mode: 2026, value: 0),
            .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28]),
        ]),
        (RecordedTerminal.xtermDefault, [
            .version("XTerm(379)"), .graphicsAttribute(item: 1, status: 3, values: []), .modeReport(mode: 2026, value: 0),
            .primaryAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28]),
        ]),
        (RecordedTerminal.mlterm, [
            .cellSize(width: 10, height: 19), .graphicsAttribute(item: 1, status: 0, values: [1024]),
            .modeReport(mode: 2026, value: 0), .secondaryAttributes([24, 279, 0]),
            .primaryAttributes([63, 1, 2, 3, 4, 6, 7, 15, 18, 22, 29]),
        ]),
        (RecordedTerminal.foot, foot),
        (RecordedTerminal.tmuxKitty, tmux + kitty),
        (RecordedTerminal.tmuxFoot, tmux + foot),
        (RecordedTerminal.tmuxPassthroughOff, tmux),
    ] as [(RecordedTerminal, [TerminalReply])])
    func recordedReplies(terminal: RecordedTerminal, expected: [TerminalReply]) {
        let whole = Self.parse(terminal.bytes)
        #expect(whole.replies == expected)
        #expect(whole.typeahead.isEmpty)
        #expect(!whole.partial)
    }

    @Test(arguments: RecordedTerminal.all)
    func recordedRepliesSplitAtEveryByte(terminal: RecordedTerminal) {
        let bytes = terminal.bytes
        let whole = Self.parse(bytes).replies
        for split in 1..<bytes.count {
            var parser = ReplyParser()
            let replies = parser.feed(bytes[..<split]) + parser.feed(bytes[split...])
            #expect(replies == whole, "split at \(split)")
            #expect(parser.takeTypeahead().isEmpty, "split at \(split)")
            #expect(!parser.hasPartialSequence, "split at \(split)")
        }
        var parser = ReplyParser()
        #expect(bytes.flatMap { parser.feed([$0]) } == whole, "byte by byte")
    }

    @Test func typeaheadBetweenRepliesComesOutInOrder() {
        let esc = Self.esc
        let text = "j" + "\(esc)_Gi=31;OK\(esc)\\" + "\(esc)[A" + "\(esc)P>|kitty(0.26.5)\(esc)\\" + "k한"
            + "\(esc)[6;18;9t" + "\(esc)OB" + "\(esc)[<0;10;5M" + "\(esc)[?62;c" + "\r"
        let keys = Array(("j" + "\(esc)[A" + "k한" + "\(esc)OB" + "\(esc)[<0;10;5M" + "\r").utf8)
        let replies: [TerminalReply] = [
            .kittyGraphics(id: 31, message: "OK"), .version("kitty(0.26.5)"), .cellSize(width: 9, height: 18),
            .primaryAttributes([62]),
        ]
        let bytes = Array(text.utf8)
        for split in 0..<bytes.count {
            var parser = ReplyParser()
            var got = parser.feed(bytes[..<split])
            var typeahead = parser.takeTypeahead()
            got += parser.feed(bytes[split...])
            typeahead += parser.takeTypeahead()
            #expect(got == replies, "split at \(split)")
            #expect(typeahead == keys, "split at \(split)")
        }
    }

    @Test(arguments: [
        "\u{1B}[A", "\u{1B}[1;3B", "\u{1B}OA", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[Z", "\u{1B}[H",
        "\u{1B}[1;2S",  // Shift-F4: `S` without `?` is a key
        "\u{1B}[1;5R",  // Ctrl-F3, not a cursor report
        "\u{1B}[c",  // rxvt Shift-Right
        "\u{1B}[I", "\u{1B}[O",  // focus in and out
        "\u{1B}[<0;10;5M", "\u{1B}[<64;3;4m", "\u{1B}[M #$",  // SGR and X10 mouse
        "\u{1B}[[A",  // Linux console F1
        "\u{1B}x", "\u{1B}\u{1B}[A", "\u{1B}\u{1B}x", "a\u{7F}\t\r",
        "\u{1B}[200~pasted \u{1B}_Gi=31;OK\u{1B}\\ text\u{1B}[201~",  // a paste is typeahead, whatever it holds
    ])
    func keysPassThroughUntouched(text: String) {
        let result = Self.parse(text)
        #expect(result.replies.isEmpty)
        #expect(result.typeahead == Array(text.utf8))
    }

    @Test func escapeAtTheEndIsHeldUntilMoreComes() {
        var parser = ReplyParser()
        #expect(parser.feed(Array("q\u{1B}".utf8)).isEmpty)
        #expect(parser.hasPartialSequence)
        #expect(parser.takeTypeahead() == Array("q".utf8))
        #expect(parser.feed(Array("[B".utf8)).isEmpty)
        #expect(!parser.hasPartialSequence)
        #expect(parser.takeTypeahead() == Array("\u{1B}[B".utf8))
    }

    @Test func altPAndAltBracketFollowedByKeysAreTypeahead() {
        // A control character or another ESC ends the string: it was never a reply.
        for text in ["\u{1B}Pj\r", "\u{1B}]1\u{1B}[A", "\u{1B}_Gx\u{7F}", "\u{1B}P\u{1B}P\u{1B}\\"] {
            let result = Self.parse(text)
            if text == "\u{1B}P\u{1B}P\u{1B}\\" {
                // Alt-P, then a complete (empty) DCS string: the second is a reply form.
                #expect(result.replies == [.other(Array("\u{1B}P\u{1B}\\".utf8))])
                #expect(result.typeahead == Array("\u{1B}P".utf8))
            } else {
                #expect(result.replies.isEmpty, "\(text.debugDescription)")
                #expect(result.typeahead == Array(text.utf8), "\(text.debugDescription)")
            }
        }
    }

    @Test func flushGivesBackTypeaheadAndTheUnfinishedSequence() {
        var parser = ReplyParser()
        #expect(parser.feed(Array("j\u{1B}]11;rgb:00".utf8)).isEmpty)
        #expect(parser.hasPartialSequence)
        #expect(parser.flush() == Array("j\u{1B}]11;rgb:00".utf8))
        #expect(!parser.hasPartialSequence)
        #expect(parser.feed(Array("x\u{1B}[?62;c".utf8)) == [.primaryAttributes([62])])
        #expect(parser.takeTypeahead() == Array("x".utf8))
    }

    @Test func backgroundColour() {
        let esc = Self.esc
        #expect(Self.parse("\(esc)]11;rgb:1e1e/2020/3030\(esc)\\").replies == [.color(slot: 11, red: 30, green: 32, blue: 48)])
        #expect(Self.parse("\(esc)]11;rgb:ffff/8000/0000\u{07}").replies == [.color(slot: 11, red: 255, green: 128, blue: 0)])
        #expect(Self.parse("\(esc)]11;rgb:ff/80/00\u{07}").replies == [.color(slot: 11, red: 255, green: 128, blue: 0)])
        #expect(Self.parse("\(esc)]10;rgb:f/8/0\(esc)\\").replies == [.color(slot: 10, red: 255, green: 136, blue: 0)])
        #expect(Self.parse("\(esc)]11;rgba:0000/0000/0000/ffff\u{07}").replies == [.color(slot: 11, red: 0, green: 0, blue: 0)])
        let odd = "\(esc)]11;rgb:zz/00/00\u{07}"
        #expect(Self.parse(odd).replies == [.other(Array(odd.utf8))])
    }

    @Test func capabilities() {
        let esc = Self.esc
        // XTGETTCAP names and values are hex: 524742 is RGB, 5463 is Tc, 382F382F38 is 8/8/8.
        #expect(Self.parse("\(esc)P1+r524742=382F382F38\(esc)\\").replies == [.capability(name: "RGB", value: "8/8/8")])
        #expect(Self.parse("\(esc)P1+r5463\(esc)\\").replies == [.capability(name: "Tc", value: "")])
        #expect(Self.parse("\(esc)P0+r524742\(esc)\\").replies == [.capability(name: "RGB", value: nil)])
        #expect(Self.parse("\(esc)P1+r524742=38;5463\(esc)\\").replies ==
            [.capability(name: "RGB", value: "8"), .capability(name: "Tc", value: "")])
        let bad = "\(esc)P1+rXYZ\(esc)\\"
        #expect(Self.parse(bad).replies == [.other(Array(bad.utf8))])
    }

    @Test func kittyErrorsAndOtherIds() {
        let esc = Self.esc
        #expect(Self.parse("\(esc)_Gi=31;ENOENT:Unsupported transmission medium\(esc)\\").replies ==
            [.kittyGraphics(id: 31, message: "ENOENT:Unsupported transmission medium")])
        #expect(Self.parse("\(esc)_Gi=32,p=1;OK\(esc)\\").replies == [.kittyGraphics(id: 32, message: "OK")])
        let noID = "\(esc)_Ga=q;OK\(esc)\\"
        #expect(Self.parse(noID).replies == [.other(Array(noID.utf8))])
    }

    @Test(arguments: [
        "\u{1B}P!|7E4B4954\u{1B}\\",  // DA3
        "\u{1B}^private\u{1B}\\", "\u{1B}Xstart of string\u{1B}\\", "\u{1B}_other\u{1B}\\",
        "\u{1B}]1337;ReportCellSize=18.0;9.0\u{07}", "\u{1B}]4;1;rgb:cdcd/0000/0000\u{1B}\\",
        "\u{1B}[8;24;80t", "\u{1B}[?12;1R", "\u{1B}[?1;2;3$y", "\u{1B}[2;1$y", "\u{1B}[?1S",
    ])
    func otherReplies(text: String) {
        let result = Self.parse(text)
        #expect(result.replies == [.other(Array(text.utf8))])
        #expect(result.typeahead.isEmpty)
    }

    @Test func windowPixelsReply() {
        #expect(Self.parse("\u{1B}[4;684;990t").replies == [.windowPixels(width: 990, height: 684)])
    }

    @Test func runawayStringIsDroppedWithBoundedMemory() {
        var parser = ReplyParser()
        #expect(parser.feed(Array("\u{1B}P1+r".utf8)).isEmpty)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        for _ in 0..<40 { #expect(parser.feed(chunk).isEmpty) }
        #expect(parser.hasPartialSequence)
        #expect(parser.heldByteCount <= ReplyParser.maximumStringLength + 8)
        #expect(parser.feed(Array("\u{1B}\\j\u{1B}[?62;c".utf8)) == [.primaryAttributes([62])])
        #expect(!parser.hasPartialSequence)
        #expect(parser.takeTypeahead() == Array("j".utf8))
        #expect(parser.heldByteCount == 0)
    }

    @Test func runawayStringEndsAtAControlCharacter() {
        var parser = ReplyParser()
        let bytes = Array("\u{1B}]11;".utf8) + [UInt8](repeating: UInt8(ascii: "b"), count: 70_000) + Array("\rq".utf8)
        #expect(parser.feed(bytes).isEmpty)
        #expect(parser.takeTypeahead() == Array("\rq".utf8))
    }

    @Test func takeTypeaheadClears() {
        var parser = ReplyParser()
        _ = parser.feed(Array("ab".utf8))
        #expect(parser.takeTypeahead() == Array("ab".utf8))
        #expect(parser.takeTypeahead().isEmpty)
    }
}
