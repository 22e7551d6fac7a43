import Foundation
import PhotoCore

/// A quick, bounded check that Openverse answers, for choosing the default source at launch.
///
/// One `HEAD` of the API root (no search: the anonymous budget is not spent). Any HTTP answer
/// counts; a DNS failure, refused connection or no answer within `timeout` does not. The caller
/// never waits longer than `timeout`, even if name resolution hangs.
enum OpenverseProbe {
    static func answers(_ baseURL: URL, timeout: Double, transport: CurlTransport = .shared) -> Bool {
        let result = BlockingResult<Bool>()
        let request = HTTPRequest(
            url: baseURL.appendingPathComponent("v1/"), method: "HEAD",
            headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]), connectTimeout: timeout, timeout: timeout)
        let handle = transport.start(request) { outcome in
            if case .success = outcome { result.set(.success(true)) } else { result.set(.success(false)) }
        }
        let answered = (try? result.wait(seconds: timeout + 0.1)?.get()) ?? false
        handle.cancel()
        return answered == true
    }
}
