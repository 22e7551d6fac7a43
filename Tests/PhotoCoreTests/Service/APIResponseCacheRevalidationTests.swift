import Foundation
import Testing
@testable import PhotoCore

@Suite("API response cache: revalidation")
struct APIResponseCacheRevalidationTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    @Test func aStaleAnswerWithAnETagIsKeptForRevalidationAndFreshAgainAfter304() {
        let clock = Clock()
        let cache = APIResponseCache(store: nil, timeToLive: 300, revalidationTimeToLive: 3600, now: { clock.now })
        let tagged = HTTPResponse(status: 200, headers: HTTPHeaderFields([("ETag", "W/\"abc\""), ("X-Total", "3")]), body: Data("{}".utf8))
        let untagged = HTTPResponse(status: 200, headers: HTTPHeaderFields([("X-Total", "3")]), body: Data("[]".utf8))
        cache.store(tagged, for: "a")
        cache.store(untagged, for: "b")
        clock.now += 400
        #expect(cache.response(for: "a") == nil)  // stale: not served as is
        #expect(cache.validator(for: "a") == "W/\"abc\"")
        #expect(cache.validator(for: "b") == nil)  // nothing to revalidate with
        let revalidated = cache.revalidated("a")
        #expect(revalidated?.body == Data("{}".utf8))
        #expect(revalidated?.headers["X-Total"] == "3")
        #expect(cache.response(for: "a")?.body == Data("{}".utf8))  // fresh again
        clock.now += 4000
        #expect(cache.validator(for: "a") == nil)  // too old even to revalidate
    }
}
