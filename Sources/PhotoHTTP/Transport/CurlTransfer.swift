import CCurl
import Foundation
import Synchronization
import PhotoModel

/// One libcurl easy handle and what it has received so far.
///
/// Everything but `cancel()` and `isCancelled` runs on the network thread of the ``CurlMultiLoop``
/// that owns it, so the buffers need no lock; the cancelled flag is atomic, since any thread may set it.
///
/// Two deadlines bound a hung server, and each failure names the host:
/// - the answer deadline (`answerTimeout`): connecting (`CURLOPT_CONNECTTIMEOUT`) and then the
///   first byte of the answer, measured from the start by the progress callback, which libcurl
///   calls about once a second while nothing arrives. A kept-alive connection skips the connect
///   phase, so its wait is bounded by the callback alone;
/// - the stall deadline (`stallSeconds`): an answer that has begun and then moves under a byte a
///   second (`CURLOPT_LOW_SPEED_LIMIT/TIME`).
/// The failure says which one tripped by what arrived (any header or not), not by libcurl's
/// connect time, which is 0 on a reused connection.
final class CurlTransfer: @unchecked Sendable {
    /// What to do with the body: keep it in memory, or stream it into a file.
    enum Sink {
        case memory
        case file(FileHandle)
    }

    let request: HTTPRequest
    private let proxy: ProxyEnvironment
    private let sink: Sink
    private let progress: (@Sendable (_ received: Int64, _ expected: Int64) -> Void)?
    private let completion: @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void
    /// Runs on the network thread once a cancelled transfer is off the multi handle, so it may
    /// release what the callbacks were writing to.
    let afterCancel: (@Sendable () -> Void)?

    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var body = Data()
    private var headers = HTTPHeaderFields()
    private var fileWriteFailed = false
    private var received = 0
    private var tooLarge = false
    /// When libcurl was given the transfer, on the monotonic clock.
    private var startedAt: UInt64 = 0
    /// Set by the first header line: the server has begun to answer.
    private var answerBegan = false
    /// Set when the progress callback aborted the transfer at the answer deadline.
    private var answerDeadlinePassed = false

    private let cancelled = Atomic<Bool>(false)

    init(request: HTTPRequest, sink: Sink, proxy: ProxyEnvironment = .process,
         progress: (@Sendable (Int64, Int64) -> Void)?,
         afterCancel: (@Sendable () -> Void)? = nil,
         completion: @escaping @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void) {
        self.afterCancel = afterCancel
        self.request = request
        self.proxy = proxy
        self.sink = sink
        self.progress = progress
        self.completion = completion
    }

    deinit {
        if let easy { curl_easy_cleanup(easy) }
        if let headerList { curl_slist_free_all(headerList) }
    }

    /// Marks the transfer cancelled; its completion will never be called.
    func cancel() { cancelled.store(true, ordering: .releasing) }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Creates and configures the easy handle; `false` if libcurl refused.
    func prepare() -> Bool {
        guard let easy = curl_easy_init() else { return false }
        self.easy = easy
        let me = Unmanaged.passUnretained(self).toOpaque()
        photo_tui_curl_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
        let method = request.method.uppercased()
        if method == "HEAD" {
            photo_tui_curl_setopt_long(easy, CURLOPT_NOBODY, 1)
        } else if method != "GET" {
            photo_tui_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method)
        }
        if let body = request.body {
            // COPYPOSTFIELDS copies the bytes, so nothing has to outlive this call.
            photo_tui_curl_setopt_long(easy, CURLOPT_POSTFIELDSIZE, body.count)
            photo_tui_curl_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, String(decoding: body, as: UTF8.self))
        }
        for field in request.headers {
            headerList = curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        // Without this libcurl adds `Expect: 100-continue` to bodies, which we never send anyway.
        headerList = curl_slist_append(headerList, "Expect:")
        photo_tui_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)
        // "" = every encoding this libcurl was built with (gzip, deflate, br, zstd), decoded for us.
        photo_tui_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        photo_tui_curl_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        // Connecting is part of the wait for an answer; the progress callback bounds the rest.
        photo_tui_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(min(request.connectTimeout, request.answerTimeout) * 1000)))
        photo_tui_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Int(request.timeout * 1000))
        photo_tui_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        // An answer that stops is given up after stallSeconds of (almost) no data, whatever the timeout.
        photo_tui_curl_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, NetworkLimits.stallBytesPerSecond)
        photo_tui_curl_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, max(1, request.stallSeconds))
        // libcurl refuses a body whose Content-Length is over the limit before it arrives;
        // receiveBody enforces the limit while streaming for bodies without one.
        photo_tui_curl_setopt_long(easy, CURLOPT_MAXFILESIZE, min(request.maxBodyBytes, Int(Int32.max)))
        photo_tui_curl_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1)
        photo_tui_curl_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2)
        // Redirects are followed (download links redirect); libcurl does not resend our
        // Authorization header to another host.
        photo_tui_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        photo_tui_curl_setopt_long(easy, CURLOPT_MAXREDIRS, 5)
        photo_tui_curl_setopt_long(easy, CURLOPT_PROTOCOLS, Int(CURLPROTO_HTTP | CURLPROTO_HTTPS))
        photo_tui_curl_setopt_long(easy, CURLOPT_REDIR_PROTOCOLS, Int(CURLPROTO_HTTP | CURLPROTO_HTTPS))
        // Proxies as the environment names them, loopback always direct (see ProxyEnvironment).
        photo_tui_curl_setopt_string(easy, CURLOPT_PROXY, proxy.proxy(for: request.url))
        photo_tui_curl_setopt_string(easy, CURLOPT_NOPROXY, proxy.noProxy(for: request.url))
        photo_tui_curl_setopt_write_function(easy) { data, size, count, user in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(user!).takeUnretainedValue()
            return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        photo_tui_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        photo_tui_curl_setopt_header_function(easy) { data, size, count, user in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(user!).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            transfer.receiveHeader(String(decoding: bytes, as: UTF8.self))
            return size * count
        }
        photo_tui_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
        // Always on: it keeps the answer deadline, and reports a download's progress.
        photo_tui_curl_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
        photo_tui_curl_setopt_xferinfo_function(easy) { user, total, now, _, _ in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(user!).takeUnretainedValue()
            return transfer.reportProgress(received: Int64(now), expected: Int64(total))
        }
        photo_tui_curl_setopt_pointer(easy, CURLOPT_XFERINFODATA, me)
        startedAt = DispatchTime.now().uptimeNanoseconds
        return true
    }

    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        if isCancelled { return 0 }  // any short count makes libcurl abort the transfer
        received += bytes.count
        if received > request.maxBodyBytes {
            tooLarge = true
            return 0
        }
        switch sink {
        case .memory:
            body.append(contentsOf: bytes)
        case .file(let handle):
            do {
                try handle.write(contentsOf: Data(bytes))
            } catch {
                fileWriteFailed = true
                return 0
            }
        }
        return bytes.count
    }

    private func receiveHeader(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        answerBegan = true
        if trimmed.hasPrefix("HTTP/") {
            // A new response begins (after a redirect or a 100 Continue): forget the previous one's.
            headers = HTTPHeaderFields()
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        headers.append(
            String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces),
            String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
    }

    private func reportProgress(received: Int64, expected: Int64) -> Int32 {
        if isCancelled { return 1 }
        if !answerBegan, elapsedSeconds >= request.answerTimeout {
            answerDeadlinePassed = true
            return 1
        }
        progress?(received, expected)
        return 0
    }

    /// Seconds since libcurl was given the transfer.
    private var elapsedSeconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9
    }

    /// Called by the loop once libcurl is done with the handle; calls the completion unless
    /// cancelled, and then `afterCancel` instead: a cancel seen by the progress callback ends the
    /// transfer here, not through the loop's list of cancelled ones.
    func finish(code: CURLcode) {
        guard !isCancelled else {
            afterCancel?()
            return
        }
        completion(result(for: code))
    }

    /// Calls the completion with a failure decided before the transfer started (or, cancelled
    /// meanwhile, `afterCancel`).
    func fail(_ error: PhotoServiceError) {
        guard !isCancelled else {
            afterCancel?()
            return
        }
        completion(.failure(error))
    }

    private func result(for code: CURLcode) -> Result<HTTPResponse, PhotoServiceError> {
        guard let easy else { return .failure(.transport(code: -1, message: "no handle")) }
        guard code == CURLE_OK else { return .failure(error(for: code, easy: easy)) }
        var status = 0
        photo_tui_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var version = 0
        photo_tui_curl_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        var effective: UnsafeMutableRawPointer?
        photo_tui_curl_getinfo_pointer(easy, CURLINFO_EFFECTIVE_URL, &effective)
        let url = effective.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }.flatMap(URL.init(string:))
        let versionName: String? = switch version {
        case Int(CURL_HTTP_VERSION_1_0): "1.0"
        case Int(CURL_HTTP_VERSION_1_1): "1.1"
        case Int(CURL_HTTP_VERSION_2_0): "2"
        case Int(CURL_HTTP_VERSION_3): "3"
        default: nil
        }
        var newConnections = 0
        photo_tui_curl_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &newConnections)
        var response = HTTPResponse(status: status, headers: headers, body: body, url: url, httpVersion: versionName)
        response.reusedConnection = newConnections == 0
        return .success(response)
    }

    private func error(for code: CURLcode, easy: UnsafeMutableRawPointer) -> PhotoServiceError {
        var osErrno = 0
        photo_tui_curl_getinfo_long(easy, CURLINFO_OS_ERRNO, &osErrno)
        let host = request.url.host ?? "the server"
        if tooLarge || code == CURLE_FILESIZE_EXCEEDED { return .bodyTooLarge(host: host, limit: request.maxBodyBytes) }
        if answerDeadlinePassed { return .noAnswer(host: host, seconds: max(1, Int(request.answerTimeout.rounded()))) }
        if code == CURLE_OPERATION_TIMEDOUT, elapsedSeconds + 0.5 < request.timeout {
            // The connect timeout or the low-speed limit, not the whole allowance: which wait
            // it ended is told by whether the server had begun to answer.
            if answerBegan { return .stalled(host: host, seconds: request.stallSeconds) }
            return .noAnswer(host: host, seconds: max(1, Int(elapsedSeconds.rounded())))
        }
        return Self.classify(code, osErrno: osErrno, host: host, fileWriteFailed: fileWriteFailed)
    }

    /// The error for a failed transfer: libcurl's code, the system's errno, the host asked for.
    static func classify(_ code: CURLcode, osErrno: Int, host: String, fileWriteFailed: Bool = false) -> PhotoServiceError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return .dnsFailure(host: host)
        case CURLE_COULDNT_CONNECT:
            return osErrno == Int(ENETUNREACH) || osErrno == Int(EHOSTUNREACH) ? .offline : .connectionFailed(host: host)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .tlsFailure(host: host)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_BAD_CONTENT_ENCODING,
             CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .connectionLost
        case CURLE_WRITE_ERROR where fileWriteFailed:
            return .fileSystem(message: "write failed")
        default:
            return .transport(code: Int(code.rawValue), message: String(cString: curl_easy_strerror(code)))
        }
    }
}
