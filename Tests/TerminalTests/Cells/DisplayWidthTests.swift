import Testing
@testable import Terminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("한", 2), ("漢", 2), ("ア", 2), ("Ａ", 2),
        ("ｱ", 1), ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("🇰🇷", 2), ("▀", 1), ("…", 1),
        ("\u{1B}", 0), ("\u{301}", 0), ("\u{200B}", 0), ("\u{85}", 0),
    ] as [(String, Int)])
    func graphemeWidths(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(DisplayWidth.of("Seoul 서울 🌃") == 13)
        #expect(DisplayWidth.of("") == 0)
    }
}
