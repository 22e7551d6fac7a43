import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// `DownloadViewModel`: tracking first, then the original into a partial file renamed into
/// place, with progress and a clear message on failure.
@Suite struct DownloadViewModelTests {
    typealias F = ViewModelFixtures

    static let link = DownloadLink(url: URL(string: "https://images.example.com/original/a.jpg")!)

    final class Harness {
        let scheduler = TestScheduler(initialClock: 0)
        let service: ScriptedPhotoService
        let downloader: ScriptedDownloader
        let directory: URL
        let viewModel: DownloadViewModel
        let status: TestableObserver<DownloadStatus?>
        private let bag = DisposeBag()

        init(script: (ScriptedPhotoService, ScriptedDownloader) -> Void = { _, _ in }) {
            let scheduler = self.scheduler
            let service = ScriptedPhotoService(scheduler: scheduler)
            service.trackDownloadScript = { _ in .success(DownloadViewModelTests.link) }
            let downloader = ScriptedDownloader(scheduler: scheduler)
            script(service, downloader)
            self.service = service
            self.downloader = downloader
            // A directory that does not exist yet: the view model creates it.
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("photo-tui-download-tests-\(UUID().uuidString)")
                .appendingPathComponent("originals")
            let directory = self.directory
            viewModel = DownloadViewModel(service: service, downloader: downloader, directory: directory, scheduler: scheduler)
            status = scheduler.createObserver(DownloadStatus?.self)
            viewModel.status.subscribe(status).disposed(by: bag)
        }

        deinit {
            try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
        }

        func download(_ photo: Photo, at time: Int) {
            scheduler.scheduleAt(time) { [viewModel] in viewModel.download.accept(photo) }
        }

        /// The names of the files in the directory (hidden partial files included).
        var files: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        }
    }

    @Test func tracksThenDownloadsIntoPlaceWithProgress() throws {
        let photo = F.photo("a")
        let h = Harness()
        h.download(photo, at: 100)
        h.scheduler.advanceTo(1000)
        let destination = h.directory.appendingPathComponent("author-a-unsplash.jpg")
        #expect(h.status.events == [
            .next(1, nil),
            .next(101, .inProgress(photo, fraction: nil)),
            .next(222, .inProgress(photo, fraction: 0.5)),
            .next(232, .inProgress(photo, fraction: 1)),
            .next(242, .finished(destination)),
        ])
        #expect(h.service.subscriptions(of: .trackDownload("a")) == [Subscription(100, 200)])
        #expect(h.downloader.downloads.map(\.url) == [Self.link.url])
        #expect(h.downloader.downloads.map(\.time) == [200])
        // Written under a hidden partial name, then renamed: nothing else is left behind.
        #expect(h.downloader.downloads.first?.destination.lastPathComponent.hasPrefix(".") == true)
        #expect(h.files == ["author-a-unsplash.jpg"])
        #expect(try Data(contentsOf: destination) == Data("JPEG".utf8))
    }

    @Test func aRefusedTrackingFailsWithAMessageAndDownloadsNothing() {
        let h = Harness { service, _ in service.trackDownloadScript = { _ in .failure(.offline) } }
        h.download(F.photo("a"), at: 100)
        h.scheduler.advanceTo(1000)
        #expect(h.status.elements.last == .failed("Download failed: No connection — press d to try again"))
        #expect(h.downloader.downloads.isEmpty)
        #expect(h.files.isEmpty)
    }

    @Test func aBrokenTransferFailsWithAMessageAndLeavesNoPartialFile() {
        let h = Harness { _, downloader in downloader.error = .connectionLost }
        h.download(F.photo("a"), at: 100)
        h.scheduler.advanceTo(1000)
        #expect(h.status.elements.last == .failed("Download failed: The connection broke — press d to try again"))
        #expect(h.downloader.downloads.count == 1)
        #expect(h.files.isEmpty)
    }

    @Test func downloadsRunOneAtATimeAndAnExistingFileIsNotReplaced() {
        let a = F.photo("a"), b = F.photo("b")
        let h = Harness()
        h.download(a, at: 100)
        h.download(a, at: 150)   // already running: ignored
        h.download(b, at: 160)   // waits for a
        h.download(a, at: 500)   // a finished long ago: its file is there and is not replaced
        h.scheduler.advanceTo(2000)
        #expect(h.service.requests == [.trackDownload("a"), .trackDownload("b")])
        #expect(h.service.subscriptions(of: .trackDownload("b")).map(\.subscribe) == [241])
        #expect(h.status.elements.compactMap { status -> String? in
            if case .finished(let url) = status { return url.lastPathComponent }
            return nil
        } == ["author-a-unsplash.jpg", "author-b-unsplash.jpg"])
        #expect(h.status.elements.last == .failed("Not downloaded: author-a-unsplash.jpg already exists; not replaced"))
        #expect(h.files == ["author-a-unsplash.jpg", "author-b-unsplash.jpg"])
    }

    @Test func theFileNameIsSafeWhateverTheServerSends() {
        var photo = F.photo("x/../y\u{1B}[31m")
        photo.user.username = "../Evil Name"
        let name = DownloadViewModel.fileName(for: photo)
        #expect(name == "evil-name-x-y-31m-unsplash.jpg")
    }

    @Test func aFileIsNamedByItsProviderNeverUnsplashForAnotherSource() {
        var photo = F.photo("egvr_oKTQrP")
        photo.provider = .offline
        #expect(DownloadViewModel.fileName(for: photo) == "author-egvr_oKTQrP-offline.jpg")
        photo.provider = .openverse
        #expect(DownloadViewModel.fileName(for: photo) == "author-egvr_oKTQrP-openverse.jpg")
    }
}

/// `DownloadViewModel` when the directory cannot be made.
@Suite struct DownloadViewModelDirectoryTests {
    @Test func aDirectoryThatCannotBeCreatedIsAClearFailureBeforeAnyRequest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        let downloader = ScriptedDownloader(scheduler: scheduler)
        // A regular file where the directory's parent should be.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("ptui-\(UUID().uuidString.prefix(8))")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let directory = blocker.appendingPathComponent("originals")
        let viewModel = DownloadViewModel(service: service, downloader: downloader, directory: directory, scheduler: scheduler)
        let status = scheduler.createObserver(DownloadStatus?.self)
        let bag = DisposeBag()
        viewModel.status.subscribe(status).disposed(by: bag)
        scheduler.scheduleAt(100) { viewModel.download.accept(ViewModelFixtures.photo("a")) }
        scheduler.advanceTo(1000)
        #expect(status.elements.last == .failed("Not downloaded: Could not save originals: cannot create the folder"))
        #expect(service.requests.isEmpty)
        #expect(downloader.downloads.isEmpty)
    }
}
