import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// `ErrorMessage`: one line a user understands, for every service error.
@Suite struct ErrorMessageTests {
    @Test(arguments: [
        (PhotoServiceError.rateLimited(RateLimit(limit: 50, remaining: 0)), "Rate limit reached (0 of 50 left this hour) — press r to retry later"),
        (.rateLimited(nil), "Rate limit reached — press r to retry later"),
        (.offline, "No connection — press r to retry"),
        (.dnsFailure(host: "api.unsplash.com"), "Cannot find the server api.unsplash.com — press r to retry"),
        (.connectionFailed(host: "127.0.0.1"), "Cannot connect to 127.0.0.1 — press r to retry"),
        (.timedOut, "The server took too long to answer — press r to retry"),
        (.tlsFailure(host: "api.unsplash.com"), "No secure connection to api.unsplash.com — press r to retry"),
        (.connectionLost, "The connection broke — press r to retry"),
        (.unauthorized, "The access key was refused — check UNSPLASH_ACCESS_KEY"),
        (.forbidden(message: ""), "Access denied — press r to retry"),
        (.notFound(message: "Couldn't find Photo"), "Not found on the server"),
        (.gone, "This photo has been removed"),
        (.serverError(status: 503), "The server failed (HTTP 503) — press r to retry"),
        (.unexpectedStatus(418), "Unexpected answer from the server (HTTP 418) — press r to retry"),
        (.malformedBody(endpoint: "/search/photos", field: "results", detail: "missing"), "The server's answer could not be read — press r to retry"),
        (.transport(code: 56, message: "Failure when receiving data"), "Network error 56 — press r to retry"),
        (.fileSystem(message: "No space left on device"), "Could not save the file: No space left on device"),
    ])
    func eachErrorHasOneClearLine(error: PhotoServiceError, line: String) {
        #expect(ErrorMessage.line(for: error) == line)
    }

    @Test func serverTextCannotBreakTheLineOrInjectEscapes() {
        let line = ErrorMessage.line(for: PhotoServiceError.forbidden(message: "bad\n\u{1B}[2Jkey\u{7}" + String(repeating: "x", count: 200)))
        #expect(!line.contains("\n") && !line.contains("\u{1B}") && !line.contains("\u{7}"))
        #expect(line.hasPrefix("Access denied: bad [2Jkey"))
        #expect(line.count < 120)
    }

    @Test func otherErrorsStillSaySomething() {
        struct Unknown: Error {}
        #expect(ErrorMessage.line(for: Unknown()) == "Something went wrong — press r to retry")
        #expect(ErrorMessage.line(for: PhotoServiceError.offline, retryHint: "press d to try again") == "No connection — press d to try again")
    }
}
