import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import UnsplashSource

/// `SearchViewModel` over the real client and the offline library on loopback, with responses
/// arriving on the network thread: the home feed, a search, and its second page, end to end.
@Suite struct SearchViewModelLoopbackTests {
    @Test func homeFeedThenSearchThenNextPageAgainstTheOfflineLibrary() async throws {
        let server = try await LoopbackServer.start(photos: 200)
        let client = UnsplashClient(configuration: .init(baseURL: server.url, accessKey: nil), transport: CurlTransport())
        // The view model's state lives on this queue, as it lives on the main loop in the app.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "photo-tui.tests.search")
        let viewModel = SearchViewModel(service: client, scheduler: scheduler, debounce: .milliseconds(1), perPage: 10, topicSections: 2)
        let recorder = RowsRecorder()
        let bag = DisposeBag()
        viewModel.events.subscribe(onNext: { event in if case .rows(let update) = event { recorder.append(update) } }).disposed(by: bag)

        let home = try #require(await recorder.wait { updates in
            updates.last.map { $0.rows.filter { if case .section = $0 { true } else { false } }.count == 1 } ?? false
        })
        #expect(home.last?.rows.first == .section(title: "Editorial"))
        // Nearing the end of the home feed brings the first topic's section.
        _ = scheduler.schedule(()) { _ in
            viewModel.nearBottom.accept(())
            return Disposables.create()
        }
        let topic = try #require(await recorder.wait { updates in
            updates.last.map { $0.rows.filter { if case .section = $0 { true } else { false } }.count == 2 } ?? false
        })
        #expect(topic.last?.rows.first == .section(title: "Editorial"))

        _ = scheduler.schedule(()) { _ in
            viewModel.query.accept("sea")
            viewModel.searchNow.accept(())
            return Disposables.create()
        }
        let firstPage = try #require(await recorder.wait { $0.last?.change == .reset && $0.last?.rows.first?.photo != nil })
        #expect(firstPage.last?.rows.count == 10)

        _ = scheduler.schedule(()) { _ in
            viewModel.nearBottom.accept(())
            viewModel.nearBottom.accept(())
            return Disposables.create()
        }
        let secondPage = try #require(await recorder.wait { $0.last?.change == .appended(10..<20) })
        let ids = secondPage.last?.rows.compactMap(\.photo?.id) ?? []
        #expect(Set(ids).count == ids.count)
        await server.stop()
    }
}
