import EventStream
import EventStreamTesting
import Foundation
import Logging
import Testing
@testable import PhotoCore
@testable import OfflineLibrary
@testable import PhotoHTTP
@testable import PhotoModel
@testable import UnsplashSource

@Suite("Unsplash client against the offline server on loopback")
struct UnsplashClientTests {
    private func client(
        _ server: LoopbackServer, key: String? = nil, retry: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: 0.001, maxDelay: 0.01),
        cache: URL? = nil, timeout: Double = 20, transport: CurlTransport = CurlTransport(), logger: Logger = Logger(label: "test")
    ) -> UnsplashClient {
        UnsplashClient(
            configuration: .init(baseURL: server.url, accessKey: key, cacheDirectory: cache, retry: retry, connectTimeout: 5, timeout: timeout),
            transport: transport, logger: logger)
    }

    @Test func pagesASearchToTheLastPageAndPastIt() async throws {
        let server = try await LoopbackServer.start()
        let client = client(server)
        var seen = Set<String>()
        var page = 1
        var total = 0
        while true {
            let result = try await awaitSingle(client.searchPhotos(SearchQuery("sea", page: page, perPage: 7))).get()
            total = result.total
            seen.formUnion(result.results.map(\.id))
            if result.isLast(page: page) { break }
            page += 1
        }
        #expect(total > 7)
        #expect(seen.count == total)
        #expect(page == (total + 6) / 7)
        let past = try await awaitSingle(client.searchPhotos(SearchQuery("sea", page: page + 1, perPage: 7))).get()
        #expect(past.results.isEmpty && past.total == total)
        await server.stop()
    }

    @Test func listPagesCarryTotalAndNextFromHeaders() async throws {
        let server = try await LoopbackServer.start()
        let client = client(server)
        let first = try await awaitSingle(client.listPhotos(page: 1, perPage: 30)).get()
        #expect(first.total == 120 && first.perPage == 30 && first.nextPage == 2 && first.lastPage == 4)
        let last = try await awaitSingle(client.listPhotos(page: 4, perPage: 30)).get()
        #expect(last.nextPage == nil && last.items.count == 30)
        let topics = try await awaitSingle(client.topics(page: 1, perPage: 10)).get()
        #expect(topics.items.map(\.slug).contains("mountains"))
        let topicPhotos = try await awaitSingle(client.topicPhotos(topic: "mountains", page: 1, perPage: 5)).get()
        #expect(topicPhotos.items.count == 5)
        await server.stop()
    }

    @Test func photographersAndCollectionsPageThroughTheClient() async throws {
        let server = try await LoopbackServer.start()
        let client = client(server)
        let feed = try await awaitSingle(client.listPhotos(page: 1, perPage: 30)).get()
        let username = try #require(feed.items.first?.user.username)
        var theirs: [Photo] = []
        var page = 1
        while true {
            let list = try await awaitSingle(client.userPhotos(username: username, page: page, perPage: 2)).get()
            theirs += list.items
            guard let next = list.nextPage else { break }
            page = next
        }
        #expect(!theirs.isEmpty && theirs.allSatisfy { $0.user.username == username })
        #expect(Set(theirs.map(\.id)).count == theirs.count)

        let found = try await awaitSingle(client.collections(matching: "sea", page: 1, perPage: 10)).get()
        #expect(found.items.contains { $0.title == "Seaside mornings" })
        #expect(found.nextPage == nil && found.total == found.items.count)
        let featured = try await awaitSingle(client.collections(matching: nil, page: 1, perPage: 3)).get()
        #expect(featured.items.count == 3 && featured.nextPage == 2)
        let collection = try #require(found.items.first)
        let photos = try await awaitSingle(client.collectionPhotos(collection: collection.id, page: 1, perPage: 4)).get()
        #expect(photos.items.count == 4 && photos.total == collection.totalPhotos)
        let missing = await awaitSingle(client.userPhotos(username: "nobody-at-all", page: 1, perPage: 5))
        guard case .failure(PhotoServiceError.notFound) = missing else {
            Issue.record("expected a 404, got \(missing)")
            return
        }
        #expect(client.navigation == .all)
        await server.stop()
    }

    @Test func aFullPhotoHasExifLocationTagsAndTrackingCountsADownload() async throws {
        let server = try await LoopbackServer.start()
        let client = client(server)
        let id = server.server.catalog.photoIDs[5]
        let photo = try await awaitSingle(client.photo(id: id)).get()
        #expect(photo.exif?.make != nil && photo.location?.coordinates != nil && photo.tags?.isEmpty == false)
        let link = try await awaitSingle(client.trackDownload(of: photo)).get()
        #expect(link.url.path == "/images/\(id)")
        #expect(link.url.query?.contains("ixid=offline-\(id)") == true)
        #expect(server.server.trackedDownloads(of: id) == 1)
        let random = try await awaitSingle(client.randomPhotos(count: 3, query: nil)).get()
        #expect(random.count == 3)
        await server.stop()
    }

    @Test func errorClassesFromTheServer() async throws {
        var faults = FaultInjection()
        faults.requiredKey = "right-key"
        let server = try await LoopbackServer.start(faults: faults)
        let wrong = await awaitSingle(client(server, key: "wrong-key").photo(id: "x"))
        #expect(throws: PhotoServiceError.unauthorized) { try wrong.get() }
        let missing = await awaitSingle(client(server, key: "right-key").photo(id: "nope"))
        #expect(throws: PhotoServiceError.notFound(message: "Couldn't find Photo")) { try missing.get() }

        var broken = FaultInjection()
        broken.corruptJSONRate = 1
        server.server.setFaults(broken)
        let corrupt = await awaitSingle(client(server).searchPhotos(SearchQuery("sea")))
        #expect {
            try corrupt.get()
        } throws: { error in
            guard case PhotoServiceError.malformedBody(let endpoint, _, _) = error else { return false }
            return endpoint == "GET /search/photos"
        }

        var truncated = FaultInjection()
        truncated.truncateRate = 1
        server.server.setFaults(truncated)
        let cut = await awaitSingle(client(server, retry: .none).listPhotos(page: 1, perPage: 10))
        #expect(throws: PhotoServiceError.connectionLost) { try cut.get() }

        var slow = FaultInjection()
        slow.latencyMilliseconds = 3000
        server.server.setFaults(slow)
        let late = await awaitSingle(client(server, retry: .none, timeout: 0.3).photo(id: server.server.catalog.photoIDs[0]))
        #expect(throws: PhotoServiceError.timedOut) { try late.get() }

        var failing = FaultInjection()
        failing.serverErrorRate = 1
        server.server.setFaults(failing)
        let down = await awaitSingle(client(server, retry: .none).topics(page: 1, perPage: 5))
        #expect(throws: PhotoServiceError.serverError(status: 503)) { try down.get() }
        await server.stop()
    }

    @Test func rateLimitingIsReportedWithItsFigures() async throws {
        var faults = FaultInjection()
        faults.rateLimitAfter = 2
        let server = try await LoopbackServer.start(faults: faults)
        let client = client(server)
        let figures = UncheckedBox<[RateLimit?]>()
        figures.value = []
        let lock = NSLock()
        let subscription = client.rateLimit.subscribe(onNext: { value in lock.withLock { figures.value!.append(value) } })
        _ = try await awaitSingle(client.listPhotos(page: 1, perPage: 5)).get()
        #expect(client.currentRateLimit == RateLimit(limit: 2, remaining: 1))
        _ = try await awaitSingle(client.listPhotos(page: 2, perPage: 5)).get()
        let refused = await awaitSingle(client.listPhotos(page: 3, perPage: 5))
        #expect(throws: PhotoServiceError.rateLimited(RateLimit(limit: 2, remaining: 0))) { try refused.get() }
        #expect(client.currentRateLimit?.isExhausted == true)
        subscription.dispose()
        // Rate limiting is a 4xx: never retried.
        #expect(server.server.apiRequestCount == 3)
        #expect(lock.withLock { figures.value! } == [nil, RateLimit(limit: 2, remaining: 1), RateLimit(limit: 2, remaining: 0), RateLimit(limit: 2, remaining: 0)])
        await server.stop()
    }

    @Test func retriesA5xxButNotA4xx() async throws {
        var faults = FaultInjection()
        faults.failFirstRequests = 2
        let server = try await LoopbackServer.start(faults: faults)
        let recovered = try await awaitSingle(client(server).listPhotos(page: 1, perPage: 5)).get()
        #expect(recovered.items.count == 5)
        #expect(server.server.apiRequestCount == 3)

        server.server.setFaults(faults)
        let noRetry = await awaitSingle(client(server, retry: .none).listPhotos(page: 1, perPage: 5))
        #expect(throws: PhotoServiceError.serverError(status: 503)) { try noRetry.get() }
        #expect(server.server.apiRequestCount == 1)

        server.server.setFaults(FaultInjection())
        let missing = await awaitSingle(client(server).photo(id: "nope"))
        #expect(throws: PhotoServiceError.notFound(message: "Couldn't find Photo")) { try missing.get() }
        #expect(server.server.apiRequestCount == 1)
        await server.stop()
    }

    @Test func disposingASearchCancelsItsTransfer() async throws {
        var faults = FaultInjection()
        faults.latencyMilliseconds = 2000
        let server = try await LoopbackServer.start(faults: faults)
        let transport = CurlTransport()
        let client = client(server, transport: transport)
        let delivered = Flag()
        let subscription = client.searchPhotos(SearchQuery("forest")).subscribe { _ in delivered.raise() }
        subscription.dispose()
        server.server.setFaults(FaultInjection())
        // Completing a later request proves the network thread has processed the cancellation.
        _ = try await awaitSingle(client.topics(page: 1, perPage: 3)).get()
        #expect(transport.activeTransferCount == 0)
        #expect(!delivered.isRaised)
        await server.stop()
    }

    @Test func theSameRequestInFlightIsSentOnceAndAnswersAreCached() async throws {
        var faults = FaultInjection()
        faults.latencyMilliseconds = 300
        let server = try await LoopbackServer.start(faults: faults)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = client(server, cache: folder)
        let query = SearchQuery("city", perPage: 5)
        async let first = awaitSingle(client.searchPhotos(query))
        async let second = awaitSingle(client.searchPhotos(query))
        let (a, b) = await (first, second)
        #expect(try a.get() == b.get())
        #expect(server.server.apiRequestCount == 1)
        // Memory, then disk (a new client over the same folder) answer without a request.
        _ = try await awaitSingle(client.searchPhotos(query)).get()
        _ = try await awaitSingle(self.client(server, cache: folder).searchPhotos(query)).get()
        #expect(server.server.apiRequestCount == 1)
        await server.stop()
    }

    @Test func aStaleAnswerIsRevalidatedWithItsETagAndReusedOn304() async throws {
        let server = try await LoopbackServer.start()
        let recorder = LogRecorder()
        // Answers go stale at once, so every call asks the server, conditionally.
        let client = UnsplashClient(
            configuration: .init(baseURL: server.url, accessKey: nil, cacheTimeToLive: 0, retry: RetryPolicy(maxAttempts: 1)),
            transport: CurlTransport(), logger: recorder.logger)
        let query = SearchQuery("city", perPage: 5)
        let first = try await awaitSingle(client.searchPhotos(query)).get()
        let second = try await awaitSingle(client.searchPhotos(query)).get()
        #expect(first == second)
        #expect(server.server.requestLog == ["/search/photos", "/search/photos"])
        let statuses = recorder.messages(at: .debug).filter { $0.hasPrefix("HTTP ") }.map { $0.prefix(8) }
        #expect(statuses == ["HTTP 200", "HTTP 304"])
        await server.stop()
    }

    @Test func theKeyNeverReachesTheLogOrTheCacheFiles() async throws {
        let key = "sekrit-ACCESS-key-42"
        var faults = FaultInjection()
        faults.failFirstRequests = 1
        let server = try await LoopbackServer.start(faults: faults)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CapturingLogHandler.Store()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(store: store) }
        let client = client(server, key: key, cache: folder, logger: logger)
        _ = try await awaitSingle(client.searchPhotos(SearchQuery("sea"))).get()
        _ = await awaitSingle(client.photo(id: "nope"))
        #expect(store.text.contains("retrying"))
        #expect(!store.text.contains(key))
        let api = folder.appendingPathComponent("api")
        let files = try FileManager.default.contentsOfDirectory(atPath: api.path)
        #expect(!files.isEmpty)
        for file in files {
            #expect(file.count == 64)
            let contents = String(decoding: try Data(contentsOf: api.appendingPathComponent(file)), as: UTF8.self)
            #expect(!contents.contains(key) && !file.contains(key))
        }
        await server.stop()
    }

    /// Over a scripted transport in virtual time: a 429 whose `Retry-After` is longer than a
    /// person waits holds every request until it passes, and Unsplash's client says so in its own
    /// words (the rate limit, with the last figures), without sending.
    @Test func aLongRetryAfterHoldsRequestsAndIsReportedAsTheRateLimit() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let limited = HTTPResponse.fake(429, [("Retry-After", "120"), ("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "0")],
                                        "Rate Limit Exceeded")
        let transport = FakeTransport(scheduler: scheduler, replies: [.answer(limited, after: 10), .answer(.fake(200, [], "[]"), after: 10)])
        let client = UnsplashClient(
            configuration: .init(baseURL: URL(string: "https://api.unsplash.com")!, accessKey: "k"), transport: transport, scheduler: scheduler)
        let outcomes = RequestEngineTests.Outcomes()
        for (time, page) in [(0, 1), (60_000, 2), (120_010, 3)] {
            scheduler.scheduleAt(time) {
                _ = client.listPhotos(page: page, perPage: 10).subscribe { result in
                    switch result {
                    case .success(let list): outcomes.append(.answer(scheduler.clock, status: 200, body: "\(list.items.count) photos"))
                    case .failure(let error): outcomes.append(.failure(scheduler.clock, error as! PhotoServiceError))
                    }
                }
            }
        }
        scheduler.start()
        let limit = PhotoServiceError.rateLimited(RateLimit(limit: 50, remaining: 0))
        #expect(outcomes.all == [.failure(10, limit), .failure(60_000, limit), .answer(120_020, status: 200, body: "0 photos")])
        #expect(transport.sendTimes == [0, 120_010])
    }
}
