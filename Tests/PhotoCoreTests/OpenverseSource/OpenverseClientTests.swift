import EventStream
import Foundation
import Logging
import Testing
@testable import PhotoCore
@testable import OfflineLibrary
@testable import OpenverseSource
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("Openverse client against the offline library's Openverse API on loopback")
struct OpenverseClientTests {
    private func start(photos: Int = 400, faults: FaultInjection = FaultInjection()) async throws -> LoopbackServer {
        try await LoopbackServer.start(photos: photos, faults: faults, dialect: .openverse)
    }

    private func client(
        _ server: LoopbackServer, credentials: OpenverseCredentials? = nil, cache: URL? = nil, logger: Logger = Logger(label: "test")
    ) -> OpenverseClient {
        OpenverseClient(
            configuration: .init(
                baseURL: server.url, credentials: credentials, cacheDirectory: cache,
                retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.001, maxDelay: 0.01), connectTimeout: 5, timeout: 20),
            transport: CurlTransport(), logger: logger)
    }

    @Test func pagesASearchToTheLastPageAndPastIt() async throws {
        let server = try await start()
        let client = client(server)
        var seen = Set<String>()
        var page = 1
        var total = 0
        while true {
            let result = try await awaitSingle(client.searchPhotos(SearchQuery("", page: page, perPage: 30))).get()
            total = result.total
            #expect(result.results.count <= 20)
            seen.formUnion(result.results.map(\.id))
            #expect(result.results.allSatisfy { $0.provider == .openverse && $0.license != nil && !$0.creditLine.isEmpty })
            if result.isLast(page: page) { break }
            page += 1
        }
        // Anonymous results stop at 240: 12 pages of 20.
        #expect(total == 240 && seen.count == 240 && page == 12)
        let past = try await awaitSingle(client.searchPhotos(SearchQuery("", page: 13, perPage: 20))).get()
        #expect(past.results.isEmpty)
        let beyond = try await awaitSingle(client.searchPhotos(SearchQuery("", page: 21, perPage: 20))).get()
        #expect(beyond.results.isEmpty)
        await server.stop()
    }

    @Test func searchFiltersMapToOpenverseParameters() async throws {
        let server = try await start()
        let client = client(server)
        var query = SearchQuery("sea", perPage: 20, orientation: .landscape)
        query.licenseType = .commercial
        #expect(client.url(path: "/images/", parameters: [("q", "a b+c")]).absoluteString.hasSuffix("/v1/images/?q=a%20b%2Bc"))
        let page = try await awaitSingle(client.searchPhotos(query)).get()
        #expect(!page.results.isEmpty)
        #expect(page.results.allSatisfy { $0.effectiveLicense?.allowsCommercialUse == true })
        #expect(page.results.filter(\.hasKnownSize).allSatisfy { $0.width > $0.height })
        await server.stop()
    }

    @Test func detailComesFromTheListWhenItHasTheFieldsAndRelatedWorks() async throws {
        let server = try await start()
        let client = client(server)
        let page = try await awaitSingle(client.searchPhotos(SearchQuery("", perPage: 20))).get()
        let requestsAfterList = server.server.apiRequestCount
        let complete = try #require(page.results.first { $0.credit?.attribution != nil })
        let detail = try await awaitSingle(client.photo(id: complete.id)).get()
        #expect(detail == complete)
        #expect(server.server.apiRequestCount == requestsAfterList)
        // A result without Openverse's attribution (the older shape) is fetched in full.
        let partial = try #require(page.results.first { $0.credit?.attribution == nil })
        let fetched = try await awaitSingle(client.photo(id: partial.id)).get()
        #expect(fetched.id == partial.id && server.server.apiRequestCount == requestsAfterList + 1)
        let related = try await awaitSingle(client.relatedPhotos(of: complete.id)).get()
        #expect(!related.isEmpty && related.count <= 10 && !related.contains { $0.id == complete.id })
        let missing = await awaitSingle(client.photo(id: "no-such-id"))
        #expect(throws: PhotoServiceError.notFound(message: "Not found.")) { try missing.get() }
        await server.stop()
    }

    @Test func aCreatorsWorksAreTheirPhotographerPage() async throws {
        let server = try await start()
        let client = client(server)
        let first = try await awaitSingle(client.searchPhotos(SearchQuery("", page: 1, perPage: 20))).get()
        let creator = try #require(first.results.first?.user.username)
        let theirs = try await awaitSingle(client.userPhotos(username: creator, page: 1, perPage: 20)).get()
        #expect(!theirs.items.isEmpty && theirs.items.allSatisfy { $0.user.username == creator })
        #expect(theirs.total == theirs.items.count || theirs.nextPage != nil)
        #expect(client.navigation == [.photographer, .related])
        // Openverse's placeholder for a missing creator names nobody: no request.
        let unknown = try await awaitSingle(client.userPhotos(username: "unknown", page: 1, perPage: 20)).get()
        #expect(unknown.items.isEmpty)
        await server.stop()
    }

    @Test func answersAreCachedForTheirAllowedLifetime() async throws {
        let server = try await start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ov-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await awaitSingle(client(server, cache: folder).searchPhotos(SearchQuery("sea"))).get()
        let requests = server.server.apiRequestCount
        // A new client (a new run) answers from disk: no request spent.
        let again = try await awaitSingle(client(server, cache: folder).searchPhotos(SearchQuery("sea"))).get()
        #expect(again == first && server.server.apiRequestCount == requests)
        #expect(CacheControl.lifetime("public, max-age=14400", fallback: 60, cap: 3600) == 3600)
        #expect(CacheControl.lifetime("no-store", fallback: 60, cap: 3600) == 0)
        #expect(CacheControl.lifetime(nil, fallback: 60, cap: 3600) == 60)
        await server.stop()
    }

    @Test func throttledAnswersCarryRetryAfterAndNothingIsSentUntilItPasses() async throws {
        var faults = FaultInjection()
        faults.rateLimitAfter = 1
        faults.retryAfterSeconds = 3600
        let server = try await start(faults: faults)
        let client = client(server)
        _ = try await awaitSingle(client.searchPhotos(SearchQuery("sea"))).get()
        let throttled = await awaitSingle(client.searchPhotos(SearchQuery("forest")))
        #expect(throws: PhotoServiceError.throttled(retryAfter: 3600, message: "Request was throttled. Expected available in 3600 seconds.")) {
            try throttled.get()
        }
        let sent = server.server.apiRequestCount
        let held = await awaitSingle(client.searchPhotos(SearchQuery("city")))
        guard case .failure(PhotoServiceError.throttled(let wait?, _)) = held else {
            Issue.record("expected a throttle, got \(held)")
            return
        }
        #expect(wait > 3500 && server.server.apiRequestCount == sent)
        #expect(PhotoServiceError.throttled(retryAfter: wait, message: "").userMessage.contains("client_id"))
        await server.stop()
    }

    @Test func malformedBodiesAndValidationErrorsAreNamed() async throws {
        var faults = FaultInjection()
        faults.corruptJSONRate = 1
        let server = try await start(faults: faults)
        let corrupt = await awaitSingle(client(server).searchPhotos(SearchQuery("sea")))
        guard case .failure(PhotoServiceError.malformedBody(let endpoint, _, _)) = corrupt else {
            Issue.record("expected a malformed body, got \(corrupt)")
            return
        }
        #expect(endpoint == "GET /v1/images/")
        server.server.setFaults(FaultInjection())
        // The damaged answer was not cached: the same search now succeeds.
        let fixed = try await awaitSingle(client(server).searchPhotos(SearchQuery("sea"))).get()
        #expect(!fixed.results.isEmpty)
        #expect(OpenverseClient.classify(HTTPResponse(status: 400, body: Data(#"{"detail":{"page":["Too big."]}}"#.utf8)), now: Date())
                == .badRequest(message: "page: Too big."))
        #expect(OpenverseClient.classify(HTTPResponse(status: 401, body: Data(#"{"detail":"page_size may not exceed 20"}"#.utf8)), now: Date())
                == .refused(message: "page_size may not exceed 20"))
        await server.stop()
    }

    @Test func tokenFlowFetchesOnceRenewsWhenRefusedAndNeverLogsIt() async throws {
        var faults = FaultInjection()
        faults.requiredKey = "my-id:my-secret"
        let server = try await start(faults: faults)
        let log = CapturingLogHandler.Store()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(store: log) }
        let client = client(server, credentials: OpenverseCredentials(clientID: "my-id", clientSecret: "my-secret"), logger: logger)
        #expect(client.maxPageSize == 500)
        // Two requests at once share one token.
        async let a = awaitSingle(client.searchPhotos(SearchQuery("sea", perPage: 30)))
        async let b = awaitSingle(client.searchPhotos(SearchQuery("forest", perPage: 30)))
        let (pageA, pageB) = try await (a.get(), b.get())
        #expect(pageA.results.count == 30 || pageA.results.count == pageA.total)
        #expect(!pageB.results.isEmpty && server.server.issuedTokenCount == 1)
        // The server forgets its tokens: the client renews once and carries on.
        server.server.revokeTokens()
        let after = try await awaitSingle(client.searchPhotos(SearchQuery("city"))).get()
        #expect(!after.results.isEmpty && server.server.issuedTokenCount == 2)
        #expect(!log.text.contains("my-secret") && !log.text.contains("offline-token"))

        let wrong = self.client(server, credentials: OpenverseCredentials(clientID: "my-id", clientSecret: "wrong"))
        let refused = await awaitSingle(wrong.searchPhotos(SearchQuery("sea")))
        guard case .failure(PhotoServiceError.refused(let message)) = refused else {
            Issue.record("expected a refusal, got \(refused)")
            return
        }
        #expect(message.contains("client_id") && !message.contains("wrong"))
        await server.stop()
    }

    @Test func anonymousPagesOver20AreRefusedByTheServerSoTheClientNeverAsks() async throws {
        let server = try await start()
        let transport = CurlTransport()
        let response = await awaitSingle(transport.send(HTTPRequest(url: URL(string: "\(server.url)/v1/images/?page_size=21")!)))
        let answer = try response.get()
        #expect(answer.status == 401)
        #expect(OpenverseErrorBody.message(in: answer.body) == "page_size may not exceed 20 for anonymous requests")
        let tooDeep = try await awaitSingle(transport.send(HTTPRequest(url: URL(string: "\(server.url)/v1/images/?page=21")!))).get()
        #expect(tooDeep.status == 400)
        await server.stop()
    }
}
