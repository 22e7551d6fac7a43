import PhotoCore
import Testing
@testable import PhotoTUI

@Suite struct ShellQuoteTests {
    @Test func plainPathsStayQuotedOnesReadBack() {
        #expect(ShellQuote.path("/home/me/Pictures/IMG_0001.jpg") == "/home/me/Pictures/IMG_0001.jpg")
        #expect(ShellQuote.path("/p/my holiday/it's.jpg") == "'/p/my holiday/it'\\''s.jpg'")
        #expect(ShellQuote.path("/p/제주.jpg") == "'/p/제주.jpg'")
        let latin1 = FileNameBytes.string(fromBytes: Array("/p/caf".utf8) + [0xE9] + Array(" it's.jpg".utf8))
        #expect(ShellQuote.path(latin1) == "$'/p/caf\\xe9 it\\'s.jpg'")
    }
}
