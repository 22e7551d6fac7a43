import Testing
@testable import Terminal

@Suite struct SanitizerTests {
    @Test func removesClearScreenAndClipboardSequences() {
        #expect(Sanitizer.sanitize("a\u{1B}[2Jb") == "ab")
        #expect(Sanitizer.sanitize("a\u{1B}]52;c;ZXZpbA==\u{07}b") == "ab")
        #expect(Sanitizer.sanitize("a\u{1B}]52;c;ZXZpbA==\u{1B}\\b") == "ab")
        #expect(Sanitizer.sanitize("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "alink")
    }

    @Test func removesOtherEscapeForms() {
        #expect(Sanitizer.sanitize("\u{1B}[38;2;255;0;0mred\u{1B}[0m") == "red")
        #expect(Sanitizer.sanitize("\u{1B}Pq#0;2;0;0;0\u{1B}\\x") == "x")  // sixel DCS
        #expect(Sanitizer.sanitize("\u{1B}_Gf=100;AAAA\u{1B}\\x") == "x")  // kitty APC
        #expect(Sanitizer.sanitize("\u{1B}(0qqq\u{1B}(B") == "qqq")
        #expect(Sanitizer.sanitize("\u{1B}7\u{1B}cx") == "x")
        #expect(Sanitizer.sanitize("\u{9B}2J\u{9D}52;c;x\u{9C}ok") == "ok")
        #expect(Sanitizer.sanitize("trailing\u{1B}") == "trailing")
        #expect(Sanitizer.sanitize("\u{1B}]0;unterminated title") == "")
    }

    @Test func controlCharactersAndBidiOverridesAreDropped() {
        #expect(Sanitizer.sanitize("a\u{07}\u{08}\u{7F}\u{0}b") == "ab")
        #expect(Sanitizer.sanitize("file\u{202E}gpj.exe") == "filegpj.exe")
    }

    @Test func whitespace() {
        #expect(Sanitizer.sanitize("a\tb\r\nc\nd") == "a b c d")
        #expect(Sanitizer.sanitize("a\tb\r\nc\rd", keepNewlines: true) == "a b\nc\nd")
    }

    @Test func safeTextIsUnchanged() {
        let text = "서울의 밤 🌃 — Tōkyō"
        #expect(Sanitizer.sanitize(text) == text)
    }
}
