import Testing
@testable import Terminal

@Suite struct TextWrapperTests {
    @Test func wrapsAtSpaces() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func wideCharactersBreakAnywhereButNeverSplit() {
        #expect(TextWrapper.wrap("서울의밤하늘", width: 5) == ["서울", "의밤", "하늘"])
        #expect(TextWrapper.wrap("ab 漢字かな", width: 6) == ["ab 漢", "字かな"])
    }

    @Test func longWordsAreBroken() {
        #expect(TextWrapper.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
    }

    /// An address longer than a line breaks after a slash, so its parts stay readable.
    @Test func longAddressesBreakAfterASlash() {
        #expect(TextWrapper.wrap("visit https://creativecommons.org/licenses/by-sa/2.0/.", width: 30)
            == ["visit", "https://creativecommons.org/", "licenses/by-sa/2.0/."])
        #expect(TextWrapper.wrap("CC BY-SA 2.0 · https://creativecommons.org/licenses/by-sa/2.0/", width: 20)
            == ["CC BY-SA 2.0 ·", "https://", "creativecommons.org/", "licenses/by-sa/2.0/"])
        // A part longer than a line still breaks by grapheme.
        #expect(TextWrapper.wrap("a/bcdefghij", width: 5) == ["a/", "bcdef", "ghij"])
    }

    /// Wide characters break anywhere, but a comma after one stays with it (a Korean tag list).
    @Test func aLineNeverStartsWithClosingPunctuation() {
        #expect(TextWrapper.wrap("coast, 해안, gangneung", width: 12) == ["coast, 해안,", "gangneung"])
        #expect(TextWrapper.wrap("coast, 해안, gangneung", width: 11) == ["coast, 해", "안,", "gangneung"])
        #expect(TextWrapper.wrap("바다。파도", width: 6) == ["바다。", "파도"])
    }

    @Test func newlinesAreKeptAndControlsRemoved() {
        #expect(TextWrapper.wrap("one\n\ntwo\u{1B}]52;c;eA==\u{07} three", width: 20) == ["one", "", "two three"])
    }
}
