import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("HTTP answers become typed errors")
struct ResponseClassifierTests {
    private func classify(_ status: Int, _ headers: [(String, String)] = [], body: String = "") -> PhotoServiceError? {
        ResponseClassifier.error(for: HTTPResponse(status: status, headers: HTTPHeaderFields(headers), body: Data(body.utf8)))
    }

    @Test func eachStatusHasItsClass() {
        #expect(classify(200) == nil)
        #expect(classify(401, body: "{\"errors\":[\"OAuth error: The access token is invalid\"]}") == .unauthorized)
        #expect(classify(404, body: "{\"errors\":[\"Couldn't find Photo\"]}") == .notFound(message: "Couldn't find Photo"))
        #expect(classify(410) == .gone)
        #expect(classify(500) == .serverError(status: 500))
        #expect(classify(503) == .serverError(status: 503))
        #expect(classify(418) == .unexpectedStatus(418))
        #expect(classify(403, body: "{\"errors\":[\"Forbidden\"]}") == .forbidden(message: "Forbidden"))
    }

    @Test func rateLimitingHasThreeFaces() {
        let figures = [("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "0")]
        #expect(classify(429) == .rateLimited(nil))
        #expect(classify(403, figures) == .rateLimited(RateLimit(limit: 50, remaining: 0)))
        #expect(classify(403, body: "Rate Limit Exceeded") == .rateLimited(nil))
        #expect(classify(403, [("x-ratelimit-limit", "50"), ("x-ratelimit-remaining", "3")]) == .forbidden(message: ""))
    }

    @Test func onlyTimeoutsBrokenConnectionsAnd5xxAreRetryable() {
        #expect(PhotoServiceError.timedOut.isRetryable && PhotoServiceError.connectionLost.isRetryable)
        #expect(PhotoServiceError.serverError(status: 502).isRetryable)
        for error: PhotoServiceError in [.unauthorized, .rateLimited(nil), .notFound(message: ""), .gone, .forbidden(message: ""),
                                         .malformedBody(endpoint: "", field: "", detail: ""), .dnsFailure(host: "x")] {
            #expect(!error.isRetryable)
        }
    }

    @Test func everyErrorHasAOneLineMessage() {
        let errors: [PhotoServiceError] = [
            .offline, .dnsFailure(host: "api.unsplash.com"), .connectionFailed(host: "h"), .timedOut, .tlsFailure(host: "h"),
            .connectionLost, .unauthorized, .rateLimited(RateLimit(limit: 50, remaining: 0)), .forbidden(message: "no"),
            .notFound(message: ""), .gone, .serverError(status: 502), .unexpectedStatus(418),
            .malformedBody(endpoint: "GET /photos", field: "[0].id", detail: "missing"), .transport(code: 1, message: "x"),
            .fileSystem(message: "disk full"),
        ]
        for error in errors {
            #expect(!error.userMessage.isEmpty && !error.userMessage.contains("\n"))
        }
        #expect(PhotoServiceError.rateLimited(RateLimit(limit: 50, remaining: 0)).userMessage.contains("50 requests an hour"))
    }
}
