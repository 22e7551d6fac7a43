import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import OfflineLibrary
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("The process's offline library, started in the background")
struct OfflineLibraryHostTests {
    /// `host.source()` from a thread of its own: it may wait, which a test must not do on
    /// Swift's cooperative pool (the server runs there).
    private func source(of host: OfflineLibraryHost) async -> Result<OfflineLibrarySource, any Error> {
        await awaitCallback { done in DispatchQueue.global().async { done(Result { try host.source() }) } }
    }

    /// A library whose catalog is made only once `gate` is signalled, counting how often it is made.
    private func gatedHost() -> (OfflineLibraryHost, DispatchSemaphore, Locked<Int>) {
        let gate = DispatchSemaphore(value: 0)
        let catalogs = Locked(0)
        let host = OfflineLibraryHost(catalog: {
            gate.wait()
            catalogs.withLock { $0 += 1 }
            return OfflineCatalog(seed: 3, count: 40)
        }, transport: CurlTransport())
        return (host, gate, catalogs)
    }

    @Test func startsOffTheCallersThreadAndIsSharedOnceItListens() async throws {
        let (host, gate, catalogs) = gatedHost()
        host.startInBackground()
        host.startInBackground()
        // Returned with the catalog still held at the gate: nothing runs yet.
        #expect(host.running == nil)
        let waiting = Task { await source(of: host) }
        gate.signal()
        let first = try await waiting.value.get()
        let second = try await source(of: host).get()
        #expect(first === second && host.running === first)
        #expect(catalogs.withLock { $0 } == 1)
        #expect(host.baseURL == first.server.url && first.baseURL == first.server.url)
        let page = try await awaitSingle(first.listPhotos(page: 1, perPage: 5)).get()
        #expect(page.items.count == 5 && page.items.allSatisfy { $0.provider == .offline })
        host.stop()
    }

    @Test func theWarmedFirstPageIsTheFeedsOwnRequestMadeOnce() async throws {
        let warmed = OfflineLibraryHost(catalog: { OfflineCatalog(seed: 3, count: 40) }, transport: CurlTransport())
        warmed.startInBackground(warmingFirstPage: 30)
        let source = try await source(of: warmed).get()
        // The browser's first request finds the warm one in flight or answered: one request in all.
        let page = try await awaitSingle(source.listPhotos(page: 1, perPage: 30)).get()
        #expect(source.server.requestLog == ["/photos"])
        // And the same answer as a library nobody warmed gives.
        let cold = OfflineLibraryHost(catalog: { OfflineCatalog(seed: 3, count: 40) }, transport: CurlTransport())
        let coldSource = try await self.source(of: cold).get()
        let coldPage = try await awaitSingle(coldSource.listPhotos(page: 1, perPage: 30)).get()
        #expect(page.items.map(\.id) == coldPage.items.map(\.id) && page.total == coldPage.total && page.items.count == 30)
        #expect(coldSource.server.requestLog == ["/photos"])
        // Another page is asked for as before.
        _ = try await awaitSingle(source.listPhotos(page: 2, perPage: 30)).get()
        #expect(source.server.requestLog == ["/photos", "/photos"])
        warmed.stop()
        cold.stop()
    }

    @Test func aPreparedCatalogIsTheOneAStartServesAndNothingListensBeforeTheStart() async throws {
        let (host, gate, catalogs) = gatedHost()
        host.prepareInBackground()
        host.prepareInBackground()
        gate.signal()
        #expect(host.running == nil)
        let source = try await source(of: host).get()
        #expect(catalogs.withLock { $0 } == 1 && source.server.requestLog.isEmpty)
        let page = try await awaitSingle(source.listPhotos(page: 1, perPage: 5)).get()
        #expect(page.total == 40 && page.items.count == 5)
        host.stop()
    }

    @Test func faultsAreInForceFromTheFirstRequest() async throws {
        var faults = FaultInjection()
        faults.requiredKey = "only-this-key"
        let host = OfflineLibraryHost(catalog: { OfflineCatalog(seed: 3, count: 40) }, transport: CurlTransport(), faults: faults)
        let source = try await source(of: host).get()
        let result = await awaitSingle(source.listPhotos(page: 1, perPage: 5))
        #expect(throws: PhotoServiceError.self) { try result.get() }
        #expect(source.server.requestLog == ["/photos"])
        host.stop()
    }

    @Test func stoppingWaitsForAStartUnderWay() async throws {
        let gate = DispatchSemaphore(value: 0)
        let host = OfflineLibraryHost(catalog: {
            gate.wait()
            return OfflineCatalog(seed: 3, count: 40)
        }, transport: CurlTransport())
        host.startInBackground()
        let stopped = Flag()
        let stopping = BackgroundValue(name: "stop") {
            host.stop()
            stopped.raise()
        }
        #expect(!stopped.isRaised)
        gate.signal()
        await awaitCallback { done in DispatchQueue.global().async { done(stopping.value) } }
        #expect(stopped.isRaised && host.running != nil)
    }
}
