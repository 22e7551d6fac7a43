import FlyingFox
import FlyingSocks
import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// The offline library as an HTTP server that speaks Unsplash's API (FlyingFox underneath).
///
/// It requires `Authorization: Client-ID …` (any value) or `client_id=` on API paths, answers
/// `X-Ratelimit-Limit`/`X-Ratelimit-Remaining` on every API response, tags JSON answers with an
/// `ETag` (a matching `If-None-Match` gets `304 Not Modified`), serves rendered JPEGs
/// under `/images/:id`, and injects the configured ``FaultInjection``. It binds to loopback
/// unless given another host.
///
/// ```swift
/// let server = OfflineServer(catalog: OfflineCatalog())
/// let url = try server.startAndWait()   // http://127.0.0.1:54321
/// ```
public final class OfflineServer: Sendable {
    /// The rate limit reported when no fault sets one.
    public static let defaultRateLimit = 5000

    public let catalog: OfflineCatalog
    /// The API it speaks.
    public let dialect: OfflineAPIDialect
    private let api: OfflineAPI
    private let openverse: OfflineOpenverseAPI
    private let openverseTokens = OpenverseTokenStore()
    private let downloads = DownloadCounter()
    private let host: String
    private let requestedPort: UInt16
    /// The faults in force and what they have counted, drawn from per request.
    private struct Traffic {
        var faults: FaultInjection
        var random: SeededRandom
        var apiRequests = 0
        var apiLog: [String] = []
    }

    /// The running server, once started.
    private struct Listening {
        var server: HTTPServer?
        var task: Task<Void, Never>?
        var url: URL?
    }

    private let traffic: Locked<Traffic>
    private let listening = Locked(Listening())
    private let logger = Logger(label: "photo-tui.offline-server")

    /// Creates a server for `catalog` on `host:port` (port 0 picks a free one).
    public init(
        catalog: OfflineCatalog, host: String = "127.0.0.1", port: UInt16 = 0, faults: FaultInjection = FaultInjection(),
        dialect: OfflineAPIDialect = .unsplash
    ) {
        self.catalog = catalog
        self.dialect = dialect
        self.host = host
        self.requestedPort = port
        traffic = Locked(Traffic(faults: faults, random: SeededRandom(seed: catalog.seed ^ 0xFA17)))
        let renders = RenderCache()
        api = OfflineAPI(catalog: catalog, renders: renders, downloads: downloads)
        openverse = OfflineOpenverseAPI(catalog: catalog, renders: renders, tokens: openverseTokens)
    }

    /// Openverse tokens issued so far (`--api openverse`).
    public var issuedTokenCount: Int { openverseTokens.issuedCount }

    /// Forgets every Openverse token issued, so the next request with one gets a 401.
    public func revokeTokens() { openverseTokens.revokeAll() }

    /// The address it listens on, once started.
    public var url: URL? { listening.withLock { $0.url } }

    /// API requests answered so far (images excluded).
    public var apiRequestCount: Int { traffic.withLock { $0.apiRequests } }

    /// The paths of the API requests answered so far, in order (images excluded).
    public var requestLog: [String] { traffic.withLock { $0.apiLog } }

    /// Downloads tracked for photo `id` through `/photos/:id/download`.
    public func trackedDownloads(of id: String) -> Int { downloads.count(for: id) }

    /// Changes the faults from now on (tests flip them between requests).
    public func setFaults(_ faults: FaultInjection) {
        traffic.withLock { traffic in
            traffic.faults = faults
            traffic.apiRequests = 0
        }
    }

    /// Starts listening and returns the base URL (`http://host:port`).
    public func start() async throws -> URL {
        let address = try sockaddr_in.inet(ip4: host, port: requestedPort)
        let server = HTTPServer(address: address, timeout: 60, pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: ServerLog(), handler: ClosureHTTPHandler { [weak self] request in
            guard let self else { return FlyingFox.HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.handle(request)
        })
        let task = Task {
            do { try await server.run() } catch { Logger(label: "photo-tui.offline-server").debug("server stopped: \(error)") }
        }
        try await server.waitUntilListening(timeout: 10)
        guard case .ip4(_, let port) = await server.listeningAddress else { throw SocketError.unsupportedAddress }
        let url = URL(string: "http://\(host):\(port)")!
        listening.withLock { $0 = Listening(server: server, task: task, url: url) }
        logger.info("offline library listening on \(url.absoluteString) with \(catalog.count) photos")
        return url
    }

    /// Starts listening from synchronous code (the command line) and returns the base URL.
    public func startAndWait() throws -> URL {
        let result = BlockingResult<URL>()
        Task {
            do { result.set(.success(try await self.start())) } catch { result.set(.failure(error)) }
        }
        return try result.wait()!.get()
    }

    /// Stops listening and closes connections.
    public func stop(timeout: TimeInterval = 1) async {
        let (server, task) = listening.withLock { listening in
            defer { listening.server = nil }
            return (listening.server, listening.task)
        }
        await server?.stop(timeout: timeout)
        task?.cancel()
    }

    // MARK: - Requests

    private func handle(_ request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        if dialect == .openverse { return await handleOpenverse(request, query: query) }
        let isImage = request.path.hasPrefix("/images/")
        let decision = decide(isAPI: !isImage)
        if !isImage { traffic.withLock { $0.apiLog.append(request.path) } }
        if decision.latency > 0 { try? await Task.sleep(nanoseconds: UInt64(decision.latency) * 1_000_000) }

        var answer: OfflineAnswer
        if request.method != .GET && request.method != .HEAD {
            answer = .errors(405, ["Method not allowed"])
        } else if !isImage && !Self.hasClientID(request, query: query, required: decision.requiredKey) {
            answer = .errors(401, ["OAuth error: The access token is invalid"])
        } else if let rateLimit = decision.rateLimit, rateLimit.remaining < 0 {
            answer = OfflineAnswer(
                status: 403, headers: [("Content-Type", "text/plain")], body: Data("Rate Limit Exceeded".utf8), isAPI: true)
        } else if decision.serverError {
            answer = .errors(503, ["Service Unavailable"])
        } else {
            let baseURL = request.headers[.host].map { "http://\($0)" } ?? url?.absoluteString ?? "http://\(host)"
            answer = api.answer(path: request.path, query: query, baseURL: baseURL)
        }
        if !isImage {
            let limit = decision.rateLimit ?? RateLimit(limit: Self.defaultRateLimit, remaining: max(0, Self.defaultRateLimit - decision.requestNumber))
            answer.headers += [("X-Ratelimit-Limit", String(limit.limit)), ("X-Ratelimit-Remaining", String(max(0, limit.remaining)))]
        }
        if decision.corruptJSON && !answer.isJPEG && answer.status == 200 {
            answer.body = Data(answer.body.prefix(answer.body.count / 2)) + Data("<<corrupt>>".utf8)
        } else if !isImage && answer.status == 200 {
            let etag = "W/\"" + SHA256.hex(SHA256.digest(answer.body).prefix(12)) + "\""
            answer.headers.append(("ETag", etag))
            if request.headers[HTTPHeader("If-None-Match")]?.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == etag
            }) == true {
                answer.status = 304
                answer.body = Data()
            }
        }
        if decision.corruptJPEG && answer.isJPEG {
            answer.body = Self.corrupt(jpeg: answer.body)
        }
        return response(for: answer, truncate: decision.truncate, bytesPerSecond: decision.imageBytesPerSecond)
    }

    /// Openverse's dialect: the same faults, with Openverse's 429 (`Retry-After` and DRF's body).
    private func handleOpenverse(_ request: FlyingFox.HTTPRequest, query: [String: String]) async -> FlyingFox.HTTPResponse {
        let isImage = request.path.hasPrefix("/originals/") || request.path.hasSuffix("/thumb/")
        let decision = decide(isAPI: !isImage)
        if decision.latency > 0 { try? await Task.sleep(nanoseconds: UInt64(decision.latency) * 1_000_000) }
        let body = request.method == .POST ? ((try? await request.bodyData) ?? Data()) : Data()
        var bearer: String?
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") {
            bearer = String(authorization.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
        }
        var answer: OfflineAnswer
        if let rateLimit = decision.rateLimit, rateLimit.remaining < 0 {
            let wait = decision.retryAfter
            answer = OfflineOpenverseAPI.detail(429, "Request was throttled. Expected available in \(wait) seconds.")
            answer.headers.append(("Retry-After", String(wait)))
        } else if decision.serverError {
            answer = OfflineOpenverseAPI.detail(503, "Service Unavailable")
        } else {
            let baseURL = request.headers[.host].map { "http://\($0)" } ?? url?.absoluteString ?? "http://\(host)"
            answer = openverse.answer(
                method: request.method.rawValue, path: request.path, query: query, body: body, bearer: bearer,
                requiredCredentials: decision.requiredKey, tokenLifetime: decision.tokenLifetime, baseURL: baseURL)
        }
        if !isImage {
            let limit = decision.rateLimit ?? RateLimit(limit: 200, remaining: max(0, 200 - decision.requestNumber))
            answer.headers += [
                ("X-RateLimit-Limit-anon_burst", "20/min"), ("X-RateLimit-Available-anon_burst", String(max(0, min(20, limit.remaining)))),
                ("X-RateLimit-Limit-anon_sustained", "\(limit.limit)/day"), ("X-RateLimit-Available-anon_sustained", String(max(0, limit.remaining))),
            ]
        }
        if decision.corruptJSON && !answer.isJPEG && answer.status == 200 {
            answer.body = Data(answer.body.prefix(answer.body.count / 2)) + Data("<<corrupt>>".utf8)
        }
        if decision.corruptJPEG && answer.isJPEG { answer.body = Self.corrupt(jpeg: answer.body) }
        return response(for: answer, truncate: decision.truncate, bytesPerSecond: decision.imageBytesPerSecond)
    }

    private struct Decision {
        var latency = 0
        var serverError = false
        var rateLimit: RateLimit?
        var truncate = false
        var corruptJSON = false
        var corruptJPEG = false
        var imageBytesPerSecond: Int?
        var requestNumber = 0
        var requiredKey: String?
        var retryAfter = 60
        var tokenLifetime = 36_000
    }

    /// Draws this request's faults under the lock, so concurrent requests count correctly.
    private func decide(isAPI: Bool) -> Decision {
        traffic.withLock { Self.decide(isAPI: isAPI, &$0) }
    }

    private static func decide(isAPI: Bool, _ traffic: inout Traffic) -> Decision {
        let faults = traffic.faults
        var decision = Decision(latency: faults.latencyMilliseconds)
        decision.requiredKey = faults.requiredKey
        decision.retryAfter = faults.retryAfterSeconds
        decision.tokenLifetime = faults.tokenLifetimeSeconds
        decision.imageBytesPerSecond = faults.imageBytesPerSecond
        if isAPI {
            traffic.apiRequests += 1
            decision.requestNumber = traffic.apiRequests
            if let after = faults.rateLimitAfter { decision.rateLimit = RateLimit(limit: after, remaining: after - traffic.apiRequests) }
            decision.serverError = traffic.apiRequests <= faults.failFirstRequests || traffic.random.unit() < faults.serverErrorRate
            decision.corruptJSON = traffic.random.unit() < faults.corruptJSONRate
        } else {
            decision.corruptJPEG = traffic.random.unit() < faults.corruptJPEGRate
        }
        decision.truncate = traffic.random.unit() < faults.truncateRate
        return decision
    }

    private func response(for answer: OfflineAnswer, truncate: Bool, bytesPerSecond: Int? = nil) -> FlyingFox.HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status))
        if truncate && answer.body.count > 1 {
            let half = Array(answer.body.prefix(answer.body.count / 2))
            return FlyingFox.HTTPResponse(
                statusCode: status, headers: headers, body: HTTPBodySequence(from: TruncatedBody(bytes: half), count: answer.body.count))
        }
        if answer.isJPEG, let rate = bytesPerSecond {
            return FlyingFox.HTTPResponse(
                statusCode: status, headers: headers,
                body: HTTPBodySequence(from: ThrottledBody(bytes: Array(answer.body), bytesPerSecond: rate), count: answer.body.count))
        }
        return FlyingFox.HTTPResponse(statusCode: status, headers: headers, body: answer.body)
    }

    private static func hasClientID(_ request: FlyingFox.HTTPRequest, query: [String: String], required: String?) -> Bool {
        var key = query["client_id"] ?? ""
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Client-ID ") {
            key = authorization.dropFirst("Client-ID ".count).trimmingCharacters(in: .whitespaces)
        }
        return !key.isEmpty && (required == nil || key == required)
    }

    /// Keeps the start-of-image marker (so it still looks like a JPEG) but scrambles the headers
    /// and data after it and drops the end: decoders must reject it, not paint grey.
    private static func corrupt(jpeg: Data) -> Data {
        var bytes = [UInt8](jpeg.prefix(max(4, jpeg.count * 2 / 3)))
        for index in stride(from: 4, to: bytes.count, by: 3) { bytes[index] ^= 0x5A }
        return Data(bytes)
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 405: return "Method Not Allowed"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
