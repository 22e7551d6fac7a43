import Foundation
import Testing
@testable import PhotoCore

@Suite("API response cache")
struct APIResponseCacheTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-cache-\(UUID().uuidString)")
    }

    @Test func entriesExpireAfterTheirTimeToLiveInMemoryAndOnDisk() throws {
        let clock = Clock()
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = APIResponseCache(directory: directory, timeToLive: 60, now: { clock.now })
        let response = HTTPResponse(status: 200, headers: HTTPHeaderFields([("X-Total", "5"), ("Set-Cookie", "x")]), body: Data("[]".utf8))
        cache.store(response, for: "GET http://h/photos")
        #expect(cache.response(for: "GET http://h/photos")?.headers["X-Total"] == "5")
        #expect(cache.response(for: "GET http://h/photos")?.headers["Set-Cookie"] == nil)
        let reopened = APIResponseCache(directory: directory, timeToLive: 60, now: { clock.now })
        #expect(reopened.response(for: "GET http://h/photos")?.body == Data("[]".utf8))
        clock.now += 61
        #expect(cache.response(for: "GET http://h/photos") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("api").path).isEmpty)
    }

    @Test func fileNamesAreHashesNotKeys() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = APIResponseCache(directory: directory)
        cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: "GET http://h/search/photos?query=secret-word")
        let api = directory.appendingPathComponent("api")
        let names = try FileManager.default.contentsOfDirectory(atPath: api.path)
        #expect(names == [SHA256.hex(Array("GET http://h/search/photos?query=secret-word".utf8))])
        cache.remove("GET http://h/search/photos?query=secret-word")
        #expect(try FileManager.default.contentsOfDirectory(atPath: api.path).isEmpty)
    }

    @Test func anUnwritableFolderFallsBackToMemory() {
        let cache = APIResponseCache(directory: URL(fileURLWithPath: "/proc/photo-tui-cannot-write"))
        cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: "k")
        #expect(cache.response(for: "k")?.body == Data("{}".utf8))
    }
}
