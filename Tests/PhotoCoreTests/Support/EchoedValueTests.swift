import Testing
@testable import PhotoCore
@testable import PhotoModel

/// Values echoed in messages show their control characters and stop at 80 characters.
@Suite struct EchoedValueTests {
    @Test func controlCharactersAreShownNotSent() {
        // An OSC that would set the window title, then BEL.
        #expect(EchoedValue.text("\u{1B}]0;pwned\u{07}") == "\\u{1B}]0;pwned\\u{7}")
        // C1 CSI, DEL, a bidi override, a line separator, NUL and a line feed.
        #expect(EchoedValue.text("a\u{9B}31m\u{7F}\u{202E}\u{2028}\u{0}\nz") == "a\\u{9B}31m\\u{7F}\\u{202E}\\u{2028}\\u{0}\\u{A}z")
        #expect(EchoedValue.text("plain café 東京") == "plain café 東京")
    }

    @Test func aLongValueIsCutAfter80CharactersWithAnEllipsis() {
        let exactly80 = String(repeating: "a", count: 80)
        #expect(EchoedValue.text(exactly80) == exactly80)
        #expect(EchoedValue.text(exactly80 + "b") == exactly80 + "…")
        // 32 MB: only the first 80 characters are looked at.
        let huge = String(repeating: "x", count: 32 << 20)
        #expect(EchoedValue.text(huge) == String(repeating: "x", count: 80) + "…")
        // A control character counts as one character of the value, however it is shown.
        #expect(EchoedValue.text(String(repeating: "\u{1B}", count: 100)) == String(repeating: "\\u{1B}", count: 80) + "…")
    }

    @Test func aWholeMessageKeepsItsLinesButNotItsEscapes() {
        #expect(EchoedValue.escapingControls("Error: '\u{1B}[2J'\nUsage: x", keepingNewlines: true) == "Error: '\\u{1B}[2J'\nUsage: x")
        #expect(EchoedValue.escapingControls("a\nb") == "a\\u{A}b")
        #expect(EchoedValue.escapingControls("nothing to do") == "nothing to do")
    }
}
