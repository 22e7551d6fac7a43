import Testing
@testable import Terminal

@Suite struct CellBufferTests {
    private func buffer(_ width: Int, _ height: Int = 1) -> CellBuffer { CellBuffer(width: width, height: height) }

    @Test func drawsPlainTextAndPadsWithBlanks() {
        var b = buffer(8)
        #expect(b.draw("cat", at: Point(x: 1, y: 0), width: 7) == 3)
        #expect(b.lines == [" cat    "])
    }

    @Test func truncatesWithEllipsis() {
        var b = buffer(8)
        b.draw("mountains at dawn", at: Point(x: 0, y: 0), width: 8)
        #expect(b.lines == ["mountai…"])
    }

    @Test func clipTruncationCutsAtTheEdge() {
        var b = buffer(5)
        b.draw("abcdefg", at: Point(x: 0, y: 0), width: 5, truncation: .clip)
        #expect(b.lines == ["abcde"])
    }

    @Test func wideCharactersTakeTwoCells() {
        var b = buffer(6)
        #expect(b.draw("한글", at: Point(x: 0, y: 0), width: 6) == 4)
        #expect(b[0, 0].symbol == "한" && b[0, 0].width == 2)
        #expect(b[1, 0].isContinuation)
        #expect(b[2, 0].symbol == "글")
        #expect(b.lines == ["한글  "])
    }

    @Test func wideCharacterIsNeverSplitAtTheRightEdgeOfTheWidth() {
        var b = buffer(6)
        b.draw("ab漢字", at: Point(x: 0, y: 0), width: 5, truncation: .clip)
        // 漢 fits at columns 2-3, 字 would need 4-5 but only column 4 is allowed.
        #expect(b.lines == ["ab漢  "])
        #expect(b[5, 0] == .blank)
    }

    @Test func wideCharacterIsNeverSplitAtTheBufferEdge() {
        var b = buffer(5)
        b.draw("漢字漢", at: Point(x: 0, y: 0), width: 10, truncation: .clip)
        #expect(b.lines == ["漢字 "])
        #expect(b[4, 0].width == 1)
    }

    @Test func ellipsisAfterWideCharacters() {
        var b = buffer(6)
        b.draw("こんにちは世界", at: Point(x: 0, y: 0), width: 6)
        #expect(b.lines == ["こん… "])
        var c = buffer(7)
        c.draw("こんにちは世界", at: Point(x: 0, y: 0), width: 7)
        #expect(c.lines == ["こんに…"])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var b = buffer(6)
        b.draw("漢字", at: Point(x: 0, y: 0), width: 6)
        b.set(x: 1, y: 0, cell: Cell(symbol: "x"))
        #expect(b.lines == [" x字  "])
        b.set(x: 2, y: 0, cell: Cell(symbol: "y"))
        #expect(b.lines == [" xy   "])
        #expect(!b[3, 0].isContinuation)
    }

    @Test func wideCellSetAtTheLastColumnBecomesABlank() {
        var b = buffer(3)
        b.set(x: 2, y: 0, symbol: "字", foreground: .palette(3), background: .rgb(1, 2, 3))
        #expect(b.lines == ["   "])
        #expect(b[2, 0].style.background == .rgb(1, 2, 3))
    }

    @Test func combiningMarksStayWithTheirBase() {
        var b = buffer(4)
        b.draw("e\u{301}a\u{308}", at: Point(x: 0, y: 0), width: 4)
        #expect(b[0, 0].symbol == "e\u{301}")
        #expect(b[1, 0].symbol == "a\u{308}")
        #expect(b.lines == ["e\u{301}a\u{308}  "])
    }

    @Test func emojiAreWide() {
        var b = buffer(6)
        #expect(b.draw("👍🏽x", at: Point(x: 0, y: 0), width: 6) == 3)
        #expect(b.draw("❤️", at: Point(x: 3, y: 0), width: 3) == 2)
        #expect(b.lines == ["👍🏽x❤️ "])
    }

    @Test func untrustedEscapeSequencesDrawAsHarmlessText() {
        var b = buffer(30)
        b.draw("Nice\u{1B}[2J shot\u{1B}]52;c;ZXZpbA==\u{07}!\u{9B}31m", at: Point(x: 0, y: 0), width: 30)
        #expect(b.lines == ["Nice shot!                    "])
        for cell in b.cells { #expect(cell.symbol.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }) }
    }

    @Test func setSymbolReplacesControlCharacters() {
        var b = buffer(2)
        b.set(x: 0, y: 0, symbol: "\u{1B}", foreground: .palette(1))
        b.set(x: 1, y: 0, symbol: "▀", foreground: .rgb(9, 9, 9), background: .palette(200))
        #expect(b.lines == [" ▀"])
        #expect(b[1, 0].style == Style(foreground: .rgb(9, 9, 9), background: .palette(200)))
    }

    @Test func writesOutsideTheBufferAreIgnored() {
        var b = buffer(3, 2)
        b.set(x: 3, y: 0, cell: Cell(symbol: "x"))
        b.set(x: -1, y: 1, cell: Cell(symbol: "x"))
        b.draw("abc", at: Point(x: 0, y: 2), width: 3)
        #expect(b.draw("abcdef", at: Point(x: -2, y: 1), width: 4, truncation: .clip) == 2)
        #expect(b.lines == ["   ", "cd "])
    }

    @Test func alignmentInARect() {
        var b = buffer(9, 3)
        b.draw("ab", in: Rect(x: 0, y: 0, width: 9, height: 1), alignment: .left)
        b.draw("ab", in: Rect(x: 0, y: 1, width: 9, height: 1), alignment: .center)
        b.draw("ab", in: Rect(x: 0, y: 2, width: 9, height: 1), alignment: .right)
        #expect(b.lines == ["ab       ", "   ab    ", "       ab"])
    }

    @Test func fillAndStyleChangesKeepSymbols() {
        var b = buffer(4, 2)
        b.draw("abcd", at: Point(x: 0, y: 0), width: 4)
        let selected = Style(attributes: .reverse)
        b.setStyle(selected, in: Rect(x: 0, y: 0, width: 2, height: 1))
        b.fill(Rect(x: 0, y: 1, width: 4, height: 1), with: .blank(Style(background: .palette(4))))
        #expect(b.lines == ["abcd", "    "])
        #expect(b[1, 0].style == selected && b[2, 0].style == .plain)
        #expect(b[3, 1].style.background == .palette(4))
    }

    @Test func fillCuttingAWideCharacterBlanksItsOtherHalf() {
        var b = buffer(4)
        b.draw("漢字", at: Point(x: 0, y: 0), width: 4)
        b.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(symbol: "-"))
        #expect(b.lines == [" -- "])
    }

    @Test func withLinesAndDebugDescription() {
        let b = CellBuffer.withLines(["┌Photos─┐", "│한 cat │", "└───────┘"])
        #expect(b.size == Size(width: 9, height: 3))
        #expect(b.lines == ["┌Photos─┐", "│한 cat │", "└───────┘"])
        #expect(b.debugDescription == "CellBuffer(9x3)\n\"┌Photos─┐\"\n\"│한 cat │\"\n\"└───────┘\"")
    }
}
