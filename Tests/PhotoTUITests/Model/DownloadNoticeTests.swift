import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite struct DownloadNoticeTests {
    static let path = URL(fileURLWithPath: "/home/ada/Pictures/photo-tui/author-a-unsplash-2400w.jpg")

    @Test func aSavedReportSaysThePixelsTheNoteAndTheHook() {
        var report = DownloadReport(path: Self.path, pixelSize: PixelSize(width: 2400, height: 1600), hookProgram: "swww")
        #expect(DownloadNotice.savedLine(report, home: "/home/ada")
            == "Saved ~/Pictures/photo-tui/author-a-unsplash-2400w.jpg (2400×1600) · running swww…")
        report.hookOutcome = SaveHookOutcome(program: "swww", result: ChildProcessResult(termination: .exited(0)))
        #expect(DownloadNotice.text(for: .saved(report))?.hasSuffix("(2400×1600) · swww exited 0") == true)
        #expect(DownloadNotice.savedLine(report, home: "/home/bob") == "Saved \(Self.path.path) (2400×1600) · swww exited 0")
    }

    @Test func aNoteSaysWhyItIsTheOriginal() {
        let report = DownloadReport(path: URL(fileURLWithPath: "/p/a.jpg"), sizeNote: "original only: Openverse has one size")
        #expect(DownloadNotice.savedLine(report, home: nil) == "Saved /p/a.jpg · original only: Openverse has one size")
    }
}
