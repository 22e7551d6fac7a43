import EventStream
import Foundation
import Testing
@testable import OfflineLibrary
@testable import PhotoHTTP
@testable import PhotoModel
@testable import UnsplashSource

@Suite("The offline library as a source: the first page asked for ahead")
struct OfflineLibrarySourceTests {
    /// A source over a server of its own, read by a client that keeps no answers and tries once:
    /// a request the server did not log can then only have been answered by the warm one.
    private func source(faults: FaultInjection = FaultInjection()) async throws -> OfflineLibrarySource {
        let server = OfflineServer(catalog: OfflineCatalog(seed: 3, count: 40), faults: faults)
        let url = try await server.start()
        let client = UnsplashClient(
            configuration: .init(baseURL: url, accessKey: nil, cacheTimeToLive: 0, retry: .none), transport: CurlTransport())
        return OfflineLibrarySource(server: server, client: client)
    }

    /// Asks for the first page ahead and waits until its answer (or failure) has come, so an ask
    /// after it cannot join it in flight.
    private func warm(_ source: OfflineLibrarySource) async {
        await awaitCallback { done in source.warmFirstPage(perPage: 30) { done(()) } }
        #expect(source.server.requestLog == ["/photos"])
    }

    @Test func theWarmedPageIsDecodedOnceAndGivenToTheFirstAskForIt() async throws {
        let source = try await source()
        await warm(source)
        let first = try await awaitSingle(source.listPhotos(page: 1, perPage: 30)).get()
        #expect(source.server.requestLog == ["/photos"])
        #expect(first.items.count == 30 && first.items.allSatisfy { $0.provider == .offline })
        // Given once: the next ask for the page goes to the server, and is answered the same.
        let again = try await awaitSingle(source.listPhotos(page: 1, perPage: 30)).get()
        #expect(source.server.requestLog == ["/photos", "/photos"])
        #expect(again == first)
        await source.server.stop()
    }

    @Test func anAskForAnotherSizeOrPageIsNotGivenTheWarmedPage() async throws {
        let source = try await source()
        await warm(source)
        let smaller = try await awaitSingle(source.listPhotos(page: 1, perPage: 10)).get()
        let second = try await awaitSingle(source.listPhotos(page: 2, perPage: 30)).get()
        #expect(smaller.items.count == 10 && second.items.count == 10 && second.page == 2)
        #expect(source.server.requestLog == ["/photos", "/photos", "/photos"])
        // Still there for the ask it was made for.
        _ = try await awaitSingle(source.listPhotos(page: 1, perPage: 30)).get()
        #expect(source.server.requestLog.count == 3)
        await source.server.stop()
    }

    @Test func aWarmAskThatFailedIsAskedAgainForTheFeed() async throws {
        var faults = FaultInjection()
        faults.failFirstRequests = 1
        let source = try await source(faults: faults)
        await warm(source)
        let page = try await awaitSingle(source.listPhotos(page: 1, perPage: 30)).get()
        #expect(page.items.count == 30 && page.items.allSatisfy { $0.provider == .offline })
        #expect(source.server.requestLog == ["/photos", "/photos"])
        await source.server.stop()
    }
}
