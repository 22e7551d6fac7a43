import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoDownloads
@testable import PhotoModel
@testable import SaveHooks

/// What follows a saved download in the browser: `finished` at once, then a report with the
/// file's pixels, a note when the size asked for could not be had, and the hook's outcome.
@Suite struct DownloadFollowUpTests {
    typealias F = ViewModelFixtures

    final class Harness {
        let scheduler = TestScheduler(initialClock: 0)
        let downloader: ScriptedDownloader
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-follow-up-\(UUID().uuidString)")
        let viewModel: DownloadViewModel
        let status: TestableObserver<DownloadStatus?>
        private let bag = DisposeBag()

        init(size: DownloadSize, hook: SaveHook? = nil) throws {
            let scheduler = self.scheduler
            let service = ScriptedPhotoService(scheduler: scheduler)
            service.trackDownloadScript = { photo in .success(DownloadLink(url: photo.images.original)) }
            let downloader = ScriptedDownloader(scheduler: scheduler)
            downloader.body = try JPEGEncoder(quality: 80).encode(PixelImage(width: 64, height: 48, pixels: [UInt8](repeating: 90, count: 64 * 48 * 3)))
            self.downloader = downloader
            let directory = self.directory
            viewModel = DownloadViewModel(service: service, downloader: downloader, directory: directory, scheduler: scheduler,
                                          options: DownloadOptions(size: { size }, hook: hook, hookTimeout: 20))
            status = scheduler.createObserver(DownloadStatus?.self)
            viewModel.status.subscribe(status).disposed(by: bag)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func aWidthFetchesTheSizedAddressAndReportsThePixels() throws {
        let h = try Harness(size: .width(640))
        let photo = F.photo("a")
        h.scheduler.scheduleAt(100) { h.viewModel.download.accept(photo) }
        h.scheduler.advanceTo(1000)
        #expect(h.downloader.downloads.map(\.url.absoluteString) == ["https://images.example.com/a?w=640&fm=jpg&q=85"])
        let path = h.directory.appendingPathComponent("author-a-unsplash-640w.jpg")
        #expect(Array(h.status.elements.suffix(2)) == [
            .finished(path), .saved(DownloadReport(path: path, pixelSize: PixelSize(width: 64, height: 48))),
        ])
        #expect(FileManager.default.fileExists(atPath: path.path))
    }

    @Test func openverseSavesTheOriginalAndSaysWhy() throws {
        let h = try Harness(size: .width(640))
        var photo = F.photo("ov")
        photo.provider = .openverse
        photo.imageSet = .fixed(original: URL(string: "https://images.example.com/ov.jpg")!, thumbnail: nil)
        h.scheduler.scheduleAt(100) { h.viewModel.download.accept(photo) }
        h.scheduler.advanceTo(1000)
        #expect(h.downloader.downloads.map(\.url.absoluteString) == ["https://images.example.com/ov.jpg"])
        let path = h.directory.appendingPathComponent("author-ov-openverse.jpg")
        #expect(h.status.elements.last == .saved(DownloadReport(
            path: path, pixelSize: PixelSize(width: 64, height: 48), sizeNote: "original only: Openverse has one size")))
    }

    @Test func theOriginalWithoutAHookEndsAtFinishedAsBefore() throws {
        let h = try Harness(size: .original)
        h.scheduler.scheduleAt(100) { h.viewModel.download.accept(F.photo("a")) }
        h.scheduler.advanceTo(1000)
        #expect(h.status.elements.last == .finished(h.directory.appendingPathComponent("author-a-unsplash.jpg")))
    }

    @Test func aHookIsReportedRunningThenWithItsOutcome() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-follow-up-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.jpg")
        try Data("JPEG".utf8).write(to: path)
        let marker = folder.appendingPathComponent("marker")
        let hook = try SaveHook(parsing: "sh -c 'printf %s \"$1\" > \"$2\"' sh {} '\(marker.path)'")
        let options = DownloadOptions(hook: hook, hookTimeout: 20)
        let statuses = await awaitCallback { (done: @escaping @Sendable ([DownloadStatus]) -> Void) in
            let seen = Locked<[DownloadStatus]>([])
            let report = DownloadFollowUp.report(path: path, plan: DownloadPlan(photo: F.photo("a"), size: .original), options: options)
            let hookRun = DownloadFollowUp.hookRun(report, options: options) ?? .empty()
            _ = Observable.from(DownloadFollowUp.statuses(path: path, report: report)).concat(hookRun)
                .subscribe(onNext: { status in seen.withLock { $0.append(status) } }, onCompleted: { done(seen.withLock { $0 }) })
        }
        let running = DownloadReport(path: path, hookProgram: "sh")
        #expect(statuses.count == 3)
        #expect(Array(statuses.prefix(2)) == [.finished(path), .saved(running)])
        guard case .saved(let ended)? = statuses.last else { Issue.record("no outcome: \(statuses)"); return }
        #expect(ended.hookOutcome?.result.termination == .exited(0))
        #expect(!ended.isHookRunning && running.isHookRunning)
        #expect(try String(contentsOf: marker, encoding: .utf8) == path.path)
    }

    /// A hook that takes its time (an upload, a wallpaper fade) runs on its own queue: the next
    /// download goes ahead meanwhile. Here the first file's hook waits on a FIFO that the test
    /// writes only after the second download has finished.
    @Test func aSlowHookDoesNotHoldTheNextDownload() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-hook-\(UUID().uuidString)")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        defer { unlink(fifo.path) }
        let hook = try SaveHook(parsing: "sh -c 'case \"$1\" in *-a-*) read line < \"$2\";; esac' sh {} '\(fifo.path)'")
        let h = try Harness(size: .original, hook: hook)
        h.scheduler.scheduleAt(100) { h.viewModel.download.accept(F.photo("a")) }
        h.scheduler.scheduleAt(200) { h.viewModel.download.accept(F.photo("b")) }
        h.scheduler.advanceTo(1000)

        let second = h.directory.appendingPathComponent("author-b-unsplash.jpg")
        #expect(h.status.elements.contains(.finished(second)), "the second download waited for the first file's hook")
        #expect(FileManager.default.fileExists(atPath: second.path))
        #expect(!h.status.elements.contains { status in
            if case .saved(let report)? = status { return report.hookOutcome != nil && report.path.lastPathComponent.contains("-a-") }
            return false
        })
        // Let the first hook end (its outcome is the follow-up test's subject).
        let writer = open(fifo.path, O_WRONLY)
        try #require(writer >= 0)
        _ = write(writer, "go\n", 3)
        close(writer)
    }
}
