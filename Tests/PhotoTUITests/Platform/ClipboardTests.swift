import Testing
@testable import PhotoTUI

@Suite("Clipboard")
struct ClipboardTests {
    @Test func osc52CarriesTheTextInBase64() {
        #expect(Clipboard.osc52("https://unsplash.com/photos/abc") == "\u{1B}]52;c;aHR0cHM6Ly91bnNwbGFzaC5jb20vcGhvdG9zL2FiYw==\u{07}")
        var written: [String] = []
        let outcome = Clipboard.copy("바다", environment: [:], write: { written.append($0) }, runTmux: { _, _ in false })
        #expect(written == ["\u{1B}]52;c;67CU64uk\u{07}"])
        #expect(outcome == Clipboard.Outcome(copied: true, detail: "through the terminal (OSC 52)"))
    }

    @Test func insideTmuxItGoesThroughTmuxOwnBufferAndClipboard() {
        var ran: [([String], String)] = []
        var written: [String] = []
        let outcome = Clipboard.copy("https://unsplash.com/photos/abc", environment: ["TMUX": "/tmp/tmux-1000/default,1,0"],
                                     write: { written.append($0) }, runTmux: { ran.append(($0, String(decoding: $1, as: UTF8.self))); return true })
        #expect(ran.map(\.0) == [["load-buffer", "-w", "-"]])
        #expect(ran.map(\.1) == ["https://unsplash.com/photos/abc"])
        #expect(written.isEmpty)
        #expect(outcome == Clipboard.Outcome(copied: true, detail: "through tmux"))
        let failed = Clipboard.copy("x", environment: ["TMUX": "t"], write: { _ in }, runTmux: { _, _ in false })
        #expect(!failed.copied)
        #expect(failed.detail.contains("set-clipboard on"))
    }
}
