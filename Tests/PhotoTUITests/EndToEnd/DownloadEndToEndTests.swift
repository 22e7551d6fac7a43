import Foundation
import PhotoCore
import Testing

/// `d` in the browser with `--size` and `--exec`, in tmux on the offline library: the file is
/// saved at the width asked for, under a name that says it, the hook runs with its path, and the
/// status line reports both.
@Suite("Download end to end", .serialized, .timeLimit(.minutes(2)))
struct DownloadEndToEndTests {
    @Test func aSizedDownloadRunsTheHookAndTheStatusLineSaysSo() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-hook-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let marker = scratch.appendingPathComponent("marker")
        let hook = "sh -c 'printf %s \"$1\" > \"$2\"; echo noise; echo more noise >&2' sh {} '\(marker.path)'"
        let session = try TmuxSession(arguments: ["-q", "sea", "--size", "640", "--exec", hook])
        try session.waitFor("rows", timeout: 30) { screen in screen.count > 1 && screen[1].contains(" loaded ") }

        try session.send("d")
        let screen = try session.waitFor(text: "sh exited 0", timeout: 30)
        let status = try #require(screen.last { $0.contains("sh exited 0") })
        #expect(status.contains("-640w.jpg (640×"), "\(status)")
        #expect(status.contains("Saved ~/pictures/photo-tui/"), "\(status)")
        // The hook's own output never reaches the screen.
        #expect(!screen.contains { $0.contains("noise") })

        let saved = try String(contentsOf: marker, encoding: .utf8)
        #expect(saved.hasPrefix(session.home.appendingPathComponent("pictures/photo-tui").path + "/"))
        // The offline library's photo, named as its own (never "unsplash"), marked synthetic beside it.
        #expect(saved.hasSuffix("-offline-640w.jpg"))
        let sidecar = try String(contentsOf: URL(fileURLWithPath: saved + ".xmp"), encoding: .utf8)
        #expect(sidecar.contains("is a synthetic photo from photo-tui&apos;s offline library"))
        #expect(try JPEGDecoder().size(of: Data(contentsOf: URL(fileURLWithPath: saved))).width == 640)
    }
}
