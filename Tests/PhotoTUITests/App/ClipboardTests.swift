import Testing
@testable import PhotoTUI

@Suite("Clipboard")
struct ClipboardTests {
    @Test func osc52CarriesTheTextInBase64() {
        #expect(Clipboard.osc52("https://unsplash.com/photos/abc") == "\u{1B}]52;c;aHR0cHM6Ly91bnNwbGFzaC5jb20vcGhvdG9zL2FiYw==\u{07}")
        var written: [String] = []
        Clipboard.copy("바다") { written.append($0) }
        #expect(written == ["\u{1B}]52;c;67CU64uk\u{07}"])
    }
}
