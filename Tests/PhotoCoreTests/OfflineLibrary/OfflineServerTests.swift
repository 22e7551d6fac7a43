import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import OfflineLibrary
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("Offline server on loopback")
struct OfflineServerTests {
    private func get(_ url: URL, key: String? = "any") async -> Result<HTTPResponse, PhotoServiceError> {
        var headers = HTTPHeaderFields()
        if let key { headers.append("Authorization", "Client-ID \(key)") }
        let request = HTTPRequest(url: url, headers: headers, connectTimeout: 5, timeout: 20)
        return await awaitCallback { done in CurlTransport().start(request, completion: done) }
    }

    @Test func apiPathsNeedAClientIDButImagesDoNot() async throws {
        let server = try await LoopbackServer.start()
        let refused = try await get(server.url.appendingPathComponent("photos"), key: nil).get()
        #expect(refused.status == 401)
        #expect(ResponseClassifier.message(in: refused.body) == "OAuth error: The access token is invalid")
        let viaQuery = try await get(URL(string: "\(server.url.absoluteString)/photos?client_id=x")!, key: nil).get()
        #expect(viaQuery.status == 200)
        let id = server.server.catalog.photoIDs[0]
        let image = try await get(URL(string: "\(server.url.absoluteString)/images/\(id)?w=64&h=64&fit=crop")!, key: nil).get()
        #expect(image.status == 200 && image.headers["Content-Type"] == "image/jpeg")
        #expect(image.headers["X-Ratelimit-Remaining"] == nil)
        await server.stop()
    }

    @Test func everyAPIAnswerCarriesRateLimitFigures() async throws {
        let server = try await LoopbackServer.start()
        let first = try await get(server.url.appendingPathComponent("topics")).get()
        let second = try await get(server.url.appendingPathComponent("photos/nope")).get()
        #expect(first.headers["X-Ratelimit-Limit"] == String(OfflineServer.defaultRateLimit))
        #expect(Int(first.headers["X-Ratelimit-Remaining"] ?? "") == OfflineServer.defaultRateLimit - 1)
        #expect(Int(second.headers["X-Ratelimit-Remaining"] ?? "") == OfflineServer.defaultRateLimit - 2)
        await server.stop()
    }

    @Test func corruptJPEGFaultsBreakTheImageButKeepItsStart() async throws {
        var faults = FaultInjection()
        faults.corruptJPEGRate = 1
        let server = try await LoopbackServer.start(faults: faults)
        let id = server.server.catalog.photoIDs[1]
        let image = try await get(URL(string: "\(server.url.absoluteString)/images/\(id)?w=120&h=80&fit=crop")!).get()
        #expect(image.body.starts(with: [0xFF, 0xD8]))
        #expect((try? JPEGDecoder().decode(image.body)) == nil)
        await server.stop()
    }

    @Test func faultsCanComeFromTheEnvironment() {
        let faults = FaultInjection(environment: [
            "PHOTO_TUI_FAULT_LATENCY_MS": "250", "PHOTO_TUI_FAULT_5XX": "0.25", "PHOTO_TUI_FAULT_RATE_LIMIT_AFTER": "40",
            "PHOTO_TUI_FAULT_TRUNCATE": "7", "PHOTO_TUI_FAULT_CORRUPT_JSON": "0.5", "PHOTO_TUI_FAULT_CORRUPT_JPEG": "nonsense",
        ])
        #expect(faults.latencyMilliseconds == 250 && faults.serverErrorRate == 0.25 && faults.rateLimitAfter == 40)
        #expect(faults.truncateRate == 1 && faults.corruptJSONRate == 0.5 && faults.corruptJPEGRate == 0)
        #expect(faults.isActive && !FaultInjection(environment: [:]).isActive)
    }
}
