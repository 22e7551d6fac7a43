import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// One line for a batch of downloads: each status of its files is told for the whole batch, in
/// the order the statuses come (the download view model runs files one at a time).
@Suite("A batch of downloads in the status line")
struct DownloadBatchTests {
    private let home = "/home/ana"
    private func photo(_ id: String) -> Photo { TestPhotos.photo(id, title: id) }
    private func file(_ name: String) -> URL { URL(fileURLWithPath: "/home/ana/Pictures/photo-tui/\(name)") }

    @Test func eachFilesProgressIsToldForTheWholeBatchThenTheFolderTheyWentTo() {
        var batch = DownloadBatch(photoIDs: ["a", "b", "c"])
        let lines = [
            batch.notice(for: .inProgress(photo("a"), fraction: nil), home: home),
            batch.notice(for: .inProgress(photo("a"), fraction: 0.4), home: home),
            batch.notice(for: .finished(file("a.jpg")), home: home),
            batch.notice(for: .inProgress(photo("b"), fraction: 1), home: home),
            batch.notice(for: .finished(file("b.jpg")), home: home),
            batch.notice(for: .inProgress(photo("c"), fraction: nil), home: home),
            batch.notice(for: .finished(file("c.jpg")), home: home),
        ]
        #expect(lines == [
            "Downloading 3 photos… 1/3",
            "Downloading 3 photos… 1/3 · 40%",
            "Downloading 3 photos… 1/3",
            "Downloading 3 photos… 2/3 · 100%",
            "Downloading 3 photos… 2/3",
            "Downloading 3 photos… 3/3",
            "Saved 3 photos in ~/Pictures/photo-tui",
        ])
        #expect(batch.isOver)
        #expect(batch.saved == 3 && batch.failures.isEmpty)
    }

    @Test func failuresAreCountedAndTheFirstReasonEndsTheLine() {
        var batch = DownloadBatch(photoIDs: ["a", "b", "c"], alreadyFiles: 1)
        _ = batch.notice(for: .inProgress(photo("a"), fraction: nil), home: home)
        #expect(batch.notice(for: .failed("Download failed: no answer from images.example"), home: home)
            == "Downloading 3 photos… 1/3 · 1 failed")
        _ = batch.notice(for: .inProgress(photo("b"), fraction: nil), home: home)
        _ = batch.notice(for: .finished(file("b.jpg")), home: home)
        _ = batch.notice(for: .inProgress(photo("c"), fraction: nil), home: home)
        #expect(batch.notice(for: .finished(file("c.jpg")), home: home)
            == "Saved 2 of 3 photos in ~/Pictures/photo-tui; 1 failed: Download failed: no answer from images.example; "
            + "1 is already a file on this computer")

        var none = DownloadBatch(photoIDs: ["a", "b"])
        for id in ["a", "b"] {
            _ = none.notice(for: .inProgress(photo(id), fraction: nil), home: home)
            _ = none.notice(for: .failed("Not downloaded: \(id).jpg already exists"), home: home)
        }
        #expect(none.notice(for: .inProgress(photo("z"), fraction: nil), home: home) == nil)
        #expect(none.failures.count == 2)
    }

    /// A file's hook ends after the batch was told saved: its outcome joins the batch's line. A
    /// photo downloaded on its own afterwards has its own line (nil here), and its saving is not
    /// counted in the batch.
    @Test func aHookOutcomeJoinsTheSummaryAndALaterDownloadIsNotTheBatchs() {
        var batch = DownloadBatch(photoIDs: ["a"])
        _ = batch.notice(for: .inProgress(photo("a"), fraction: nil), home: home)
        #expect(batch.notice(for: .finished(file("a.jpg")), home: home) == "Saved 1 photo in ~/Pictures/photo-tui")
        var report = DownloadReport(path: file("a.jpg"), hookProgram: "swww")
        report.hookOutcome = SaveHookOutcome(program: "swww", result: ChildProcessResult(termination: .exited(0)))
        #expect(batch.notice(for: .saved(report), home: home) == "Saved 1 photo in ~/Pictures/photo-tui · swww exited 0")

        let before = batch
        #expect(batch.notice(for: .inProgress(photo("later"), fraction: nil), home: home) == nil)
        #expect(batch.notice(for: .finished(file("later.jpg")), home: home) == nil)
        #expect(batch.notice(for: .saved(DownloadReport(path: file("later.jpg"))), home: home) == nil)
        #expect(batch == before)
    }
}
