import Foundation
import Testing
@testable import EventStream
import EventStreamTesting
@testable import PhotoCore
@testable import PhotoModel

/// Closing a view model (its feed's subscription disposed, the view model released) cancels what
/// it has in flight and frees every sink it made: no retain cycles between view models, their
/// relays and their pipelines.
@Suite struct ViewModelLifetimeTests {
    typealias F = ViewModelFixtures

    @Test func disposingTheFeedAndReleasingTheSearchViewModelCancelsItsSearch() {
        let tracker = ResourceTracker()
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        service.searchScript = { _ in .success(F.page(F.photos("cat", 1...3)), after: 500) }
        weak var released: SearchViewModel?
        Resources.$current.withValue(tracker) {
            var viewModel: SearchViewModel? = SearchViewModel(service: service, scheduler: scheduler)
            released = viewModel
            let listening = viewModel?.events.subscribe(onNext: { _ in })
            scheduler.scheduleAt(100) {
                viewModel?.query.accept("cat")
                viewModel?.searchNow.accept(())
            }
            scheduler.scheduleAt(200) {
                listening?.dispose()
                viewModel = nil
            }
            scheduler.advanceTo(1000)
        }
        #expect(released == nil)
        #expect(service.subscriptions(of: .search("cat", page: 1)) == [Subscription(100, 200)])
        #expect(tracker.live == 0)
    }

    @Test func releasingTheDetailViewModelCancelsItsRequest() {
        let tracker = ResourceTracker()
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        service.photoScript = { id in .success(F.photo(id), after: 500) }
        weak var released: PhotoDetailViewModel?
        Resources.$current.withValue(tracker) {
            var viewModel: PhotoDetailViewModel? = PhotoDetailViewModel(service: service, scheduler: scheduler, restDelay: .milliseconds(0))
            released = viewModel
            scheduler.scheduleAt(100) { viewModel?.photo.accept(F.photo("a")) }
            scheduler.scheduleAt(200) { viewModel = nil }
            scheduler.advanceTo(1000)
        }
        #expect(released == nil)
        #expect(service.subscriptions(of: .photo("a")) == [Subscription(100, 200)])
        #expect(tracker.live == 0)
    }

    @Test func releasingTheDownloadViewModelCancelsTheTransfer() {
        let tracker = ResourceTracker()
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        service.trackDownloadScript = { _ in .success(DownloadLink(url: URL(string: "https://images.example.com/a.jpg")!)) }
        let downloader = ScriptedDownloader(scheduler: scheduler)
        downloader.duration = 500
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-lifetime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        weak var released: DownloadViewModel?
        Resources.$current.withValue(tracker) {
            var viewModel: DownloadViewModel? = DownloadViewModel(service: service, downloader: downloader, directory: directory, scheduler: scheduler)
            released = viewModel
            scheduler.scheduleAt(100) { viewModel?.download.accept(F.photo("a")) }
            scheduler.scheduleAt(300) { viewModel = nil }
            scheduler.advanceTo(1000)
        }
        #expect(released == nil)
        #expect(downloader.cancellations == [300])
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).isEmpty)
        #expect(tracker.live == 0)
    }
}
