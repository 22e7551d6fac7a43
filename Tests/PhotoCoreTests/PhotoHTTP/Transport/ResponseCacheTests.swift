import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

/// The one cache of API answers, on a virtual clock: lifetimes, revalidation, the memory bound,
/// disk files named by hashes.
@Suite("Response cache")
struct ResponseCacheTests {
    /// A clock at 1,000,000 s after the epoch, in milliseconds.
    private func clock() -> TestScheduler { TestScheduler(initialClock: 1_000_000_000) }

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-cache-\(UUID().uuidString)")
    }

    private func later(_ scheduler: TestScheduler, seconds: Int) { scheduler.advanceTo(scheduler.clock + seconds * 1000) }

    private func answer(_ body: String, _ headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaderFields(headers), body: Data(body.utf8))
    }

    @Test func entriesExpireAfterTheirTimeToLiveInMemoryAndOnDisk() throws {
        let scheduler = clock()
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory, scheduler: scheduler)
        let response = HTTPResponse(status: 200, headers: HTTPHeaderFields([("X-Total", "5"), ("Set-Cookie", "x")]), body: Data("[]".utf8))
        cache.store(response, for: "GET http://h/photos", lifetime: 60)
        #expect(cache.response(for: "GET http://h/photos")?.headers["X-Total"] == "5")
        #expect(cache.response(for: "GET http://h/photos")?.headers["Set-Cookie"] == nil)
        let reopened = ResponseCache(directory: directory, scheduler: scheduler)
        #expect(reopened.response(for: "GET http://h/photos")?.body == Data("[]".utf8))
        later(scheduler, seconds: 61)
        #expect(cache.response(for: "GET http://h/photos") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("api").path).isEmpty)
    }

    @Test func fileNamesAreHashesNotKeys() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory, scheduler: clock())
        cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: "GET http://h/search/photos?query=secret-word", lifetime: 300)
        let api = directory.appendingPathComponent("api")
        let names = try FileManager.default.contentsOfDirectory(atPath: api.path)
        #expect(names == [SHA256.hex(Array("GET http://h/search/photos?query=secret-word".utf8))])
        cache.remove("GET http://h/search/photos?query=secret-word")
        #expect(try FileManager.default.contentsOfDirectory(atPath: api.path).isEmpty)
    }

    @Test func anUnwritableFolderFallsBackToMemory() {
        let cache = ResponseCache(directory: URL(fileURLWithPath: "/proc/photo-tui-cannot-write"), scheduler: clock())
        cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: "k", lifetime: 300)
        #expect(cache.response(for: "k")?.body == Data("{}".utf8))
    }

    @Test func aStaleAnswerWithAnETagIsKeptForRevalidationAndFreshAgainAfter304() {
        let scheduler = clock()
        let cache = ResponseCache(store: nil, scheduler: scheduler, revalidationWindow: 3600)
        let tagged = HTTPResponse(status: 200, headers: HTTPHeaderFields([("ETag", "W/\"abc\""), ("X-Total", "3")]), body: Data("{}".utf8))
        let untagged = HTTPResponse(status: 200, headers: HTTPHeaderFields([("X-Total", "3")]), body: Data("[]".utf8))
        cache.store(tagged, for: "a", lifetime: 300)
        cache.store(untagged, for: "b", lifetime: 300)
        later(scheduler, seconds: 400)
        #expect(cache.response(for: "a") == nil)  // stale: not served as is
        #expect(cache.validator(for: "a") == "W/\"abc\"")
        #expect(cache.validator(for: "b") == nil)  // nothing to revalidate with
        let revalidated = cache.revalidated("a")
        #expect(revalidated?.body == Data("{}".utf8))
        #expect(revalidated?.headers["X-Total"] == "3")
        #expect(cache.response(for: "a")?.body == Data("{}".utf8))  // fresh again
        later(scheduler, seconds: 4000)
        #expect(cache.validator(for: "a") == nil)  // too old even to revalidate
    }

    @Test func anAnswerIsFreshForExactlyItsLifetime() {
        let scheduler = clock()
        let cache = ResponseCache(store: nil, scheduler: scheduler)
        cache.store(answer("short"), for: "short", lifetime: 10)
        cache.store(answer("long"), for: "long", lifetime: 3600)
        scheduler.advanceTo(scheduler.clock + 9_999)
        #expect(cache.response(for: "short")?.body == Data("short".utf8))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(cache.response(for: "short") == nil)
        #expect(cache.response(for: "long")?.body == Data("long".utf8))
    }

    @Test func nothingIsKeptThatCouldNeitherBeServedNorRevalidated() {
        let cache = ResponseCache(store: nil, scheduler: clock())
        cache.store(answer("x"), for: "plain", lifetime: 0)
        cache.store(answer("y", [("ETag", "\"1\"")]), for: "tagged", lifetime: 0)
        #expect(cache.memoryCount == 1)
        #expect(cache.response(for: "tagged") == nil && cache.validator(for: "tagged") == "\"1\"")
    }

    @Test func memoryKeepsTheMostRecentlyUsedWithinItsCount() {
        let cache = ResponseCache(store: nil, scheduler: clock(), memoryCount: 2)
        cache.store(answer("a"), for: "a", lifetime: 300)
        cache.store(answer("b"), for: "b", lifetime: 300)
        _ = cache.response(for: "a")  // a is now the most recently used
        cache.store(answer("c"), for: "c", lifetime: 300)
        #expect(cache.memoryCount == 2)
        #expect(cache.response(for: "b") == nil)
        #expect(cache.response(for: "a")?.body == Data("a".utf8) && cache.response(for: "c")?.body == Data("c".utf8))
    }

    @Test func memoryKeepsWithinItsBytesAndNeverHoldsOneAnswerOverThem() {
        let cache = ResponseCache(store: nil, scheduler: clock(), memoryBytes: 10)
        cache.store(answer("12345"), for: "a", lifetime: 300)
        cache.store(answer("12345"), for: "b", lifetime: 300)
        #expect(cache.memoryCount == 2)
        cache.store(answer("1"), for: "c", lifetime: 300)
        #expect(cache.response(for: "a") == nil && cache.memoryCount == 2)
        cache.store(answer("12345678901"), for: "huge", lifetime: 300)
        #expect(cache.response(for: "huge") == nil)
        #expect(cache.response(for: "b") != nil && cache.response(for: "c") != nil)
    }

    @Test func anEvictedAnswerIsStillReadBackFromDisk() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory, scheduler: clock(), memoryCount: 1)
        cache.store(answer("first"), for: "first", lifetime: 300)
        cache.store(answer("second"), for: "second", lifetime: 300)
        #expect(cache.memoryCount == 1)
        #expect(cache.response(for: "first")?.body == Data("first".utf8))
    }

    @Test func anAnswerStoredByAnEarlierVersionIsRevalidatedNotServed() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scheduler = clock()
        let store = DiskImageCache(cacheDirectory: directory, now: { Date(timeIntervalSince1970: 1_000_000) })
        // The format of the answer caches before the engine: no lifetime.
        let old = #"{"storedAt":-977307200,"status":200,"headers":[["ETag","\"v1\""]],"body":"e30="}"#
        store.store(Data(old.utf8), forKey: "GET http://h/x", in: .api)
        let cache = ResponseCache(store: store, scheduler: scheduler)
        #expect(cache.response(for: "GET http://h/x") == nil)
        #expect(cache.validator(for: "GET http://h/x") == "\"v1\"")
        #expect(cache.revalidated("GET http://h/x", lifetime: 60)?.body == Data("{}".utf8))
        #expect(cache.response(for: "GET http://h/x")?.body == Data("{}".utf8))
    }
}
