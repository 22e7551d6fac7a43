import Foundation
import PhotoCore
import Testing

/// Issue 13's truthful screen where only a terminal can show it: the first-run note, focus with
/// `-q`, and `y` going through tmux's own clipboard path.
@Suite("Truthful screen end to end", .serialized, .timeLimit(.minutes(3)))
struct TruthfulScreenEndToEndTests {
    @Test func withoutAKeyTheStatusBarSaysThePhotosAreSynthetic() throws {
        let session = try TmuxSession()
        let screen = try session.waitFor("rows", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        #expect(screen.joined().contains("synthetic photos · set UNSPLASH_ACCESS_KEY for Unsplash"))
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }

    @Test func aQueryOnTheCommandLineStartsInTheListAndQuestionMarkIsHelp() throws {
        let session = try TmuxSession(arguments: ["-q", "sea"])
        try session.waitFor("results", timeout: 30) { $0[0].contains("Search: sea") && $0[1].contains("1 of 30 loaded") }
        try session.send("j")
        let moved = try session.waitFor("the second row") { $0[1].contains("2 of 30 loaded") }
        #expect(moved[0].hasPrefix(" Search: sea "))
        #expect(!moved[0].contains("seaj"))  // j moved the selection; nothing was typed
        try session.send("?")
        try session.waitFor(text: " Keys ")
        try session.send("Escape")
        usleep(200_000)
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0)
    }

    @Test func yInsideTmuxCopiesThroughTmuxAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-copy-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pixels = [UInt8]()
        for y in 0..<60 { for x in 0..<90 { pixels += [UInt8(x * 2), UInt8(y * 4), 90] } }
        let file = folder.appendingPathComponent("harbour.jpg")
        try JPEGEncoder(quality: 85).encode(PixelImage(width: 90, height: 60, pixels: pixels)).write(to: file)
        let session = try TmuxSession(arguments: [folder.path], insideTmux: true)
        try session.waitFor("the photo", timeout: 30) { $0.count > 1 && $0[1].contains("1 of 1 loaded") }
        try session.send("y")
        try session.waitFor(text: "Path copied through tmux")
        #expect(try session.pasteBuffer() == file.path)
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }
}
