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

    @Test func newlinesAreKeptAndControlsRemoved() {
        #expect(TextWrapper.wrap("one\n\ntwo\u{1B}]52;c;eA==\u{07} three", width: 20) == ["one", "", "two three"])
    }
}
