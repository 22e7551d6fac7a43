import Foundation
import PhotoCore

/// A quick, bounded check that Openverse answers, for choosing the default source at launch.
///
/// One `HEAD` of the API root (no search: the anonymous budget is not spent). An answer counts
/// when it comes from Openverse's stack, which marks every response (Cloudflare's `cf-ray`,
/// Django REST framework's `Allow`, Openverse's `x-request-id`): a proxy or captive portal that
/// answers for any address does not. A DNS failure, refused connection or no answer within
/// `timeout` is "no". The caller never waits longer than `timeout`, even if name resolution hangs.
enum OpenverseProbe {
    static func answers(_ baseURL: URL, timeout: Double, transport: CurlTransport = .shared) -> Bool {
        let result = BlockingResult<Bool>()
        let request = HTTPRequest(
            url: baseURL.appendingPathComponent("v1/"), method: "HEAD",
            headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]), connectTimeout: timeout, timeout: timeout)
        let handle = transport.start(request) { outcome in
            guard case .success(let response) = outcome else { return result.set(.success(false)) }
            result.set(.success(isOpenverse(response)))
        }
        let answered = (try? result.wait(seconds: timeout + 0.1)?.get()) ?? false
        handle.cancel()
        return answered == true
    }

    /// Whether `response` came from Openverse (through Cloudflare), not a proxy in between.
    static func isOpenverse(_ response: HTTPResponse) -> Bool {
        response.status < 500 && ["cf-ray", "allow", "x-request-id"].contains { response.headers[$0] != nil }
    }
}
