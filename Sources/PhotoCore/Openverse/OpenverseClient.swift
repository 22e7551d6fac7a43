import EventStream
import Foundation
import Logging

/// Openverse's image search (`https://api.openverse.org/v1/`, or any server that speaks it, such
/// as `photo-tui serve --api openverse`) behind ``PhotoService``, over the same libcurl transport
/// as Unsplash.
///
/// The anonymous budget is tiny (20 requests a minute, 200 a day, pages of at most 20), so the
/// client spends it carefully: answers are cached for the lifetime the server allows; a photo
/// already seen in a list is answered from that list instead of a detail request; after a 429
/// nothing is sent until its `Retry-After` has passed; the same request in flight is sent once.
/// With ``OpenverseCredentials`` it fetches a bearer token, renews it before it expires or when
/// it is refused, and never logs, caches or shows it.
public final class OpenverseClient: @unchecked Sendable {
    /// What the client needs to know.
    public struct Configuration: Sendable {
        /// `https://api.openverse.org` or another server's base URL (a trailing `/v1` is allowed).
        public var baseURL: URL
        public var credentials: OpenverseCredentials?
        /// Where answers are cached on disk; `nil` for memory only.
        public var cacheDirectory: URL?
        /// How long an answer without `Cache-Control` is kept, and the most any is kept.
        public var defaultCacheLifetime: TimeInterval
        public var maxCacheLifetime: TimeInterval
        public var retry: RetryPolicy
        public var connectTimeout: Double
        public var timeout: Double

        /// Creates a configuration.
        public init(
            baseURL: URL = OpenverseClient.publicAPI, credentials: OpenverseCredentials? = nil, cacheDirectory: URL? = nil,
            defaultCacheLifetime: TimeInterval = 3600, maxCacheLifetime: TimeInterval = 14_400,
            retry: RetryPolicy = RetryPolicy(), connectTimeout: Double = 10, timeout: Double = 30
        ) {
            self.baseURL = baseURL
            self.credentials = credentials
            self.cacheDirectory = cacheDirectory
            self.defaultCacheLifetime = defaultCacheLifetime
            self.maxCacheLifetime = maxCacheLifetime
            self.retry = retry
            self.connectTimeout = connectTimeout
            self.timeout = timeout
        }
    }

    /// The public API.
    public static let publicAPI = URL(string: "https://api.openverse.org")!
    /// The largest page an anonymous client may ask for (more is a 401).
    public static let anonymousPageSize = 20
    /// The largest page with a token.
    public static let authenticatedPageSize = 500
    /// Openverse serves no page past this one (a 400).
    public static let maxPage = 20

    public let configuration: Configuration
    private let transport: CurlTransport
    private let cache: OpenverseResponseCache
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var inFlight: [String: InFlight] = [:]
    private var nextWaiterID = 0
    private var token: (value: String, expiresAt: Date)?
    private var tokenWaiters: [@Sendable (Result<String?, PhotoServiceError>) -> Void]?
    private var throttledUntil: Date?
    private var seen: [String: Photo] = [:]
    private var seenOrder: [String] = []
    private let rateLimitSubject = BehaviorSubject<RateLimit?>(value: nil)

    /// Creates a client.
    public init(
        configuration: Configuration, transport: CurlTransport = .shared, logger: Logger = Logger(label: "photo-tui.openverse"),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.configuration = configuration
        self.transport = transport
        self.logger = logger
        self.now = now
        cache = OpenverseResponseCache(directory: configuration.cacheDirectory, now: now)
    }

    /// The largest page this client may ask for.
    public var maxPageSize: Int { configuration.credentials == nil ? Self.anonymousPageSize : Self.authenticatedPageSize }

    /// Requests answered from memory, disk or the list instead of the network (for tests and the log).
    public private(set) var savedRequests = 0

    // MARK: - Requests

    // Its fields are read and written only under the client's `lock`.
    private final class InFlight: @unchecked Sendable {
        var waiters: [Int: @Sendable (Result<Data, PhotoServiceError>) -> Void] = [:]
        var handle: TransferHandle?
        var cancelled = false
    }

    /// GETs `path` under `/v1`, from the cache when fresh, and decodes the body.
    private func get<T: Sendable>(
        path: String, parameters: [(String, String)], cacheable: Bool = true,
        decode: @escaping @Sendable (Data) throws(PhotoServiceError) -> T
    ) -> Single<T> {
        Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let url = self.url(path: path, parameters: parameters)
            let key = "GET " + url.absoluteString
            let finish: @Sendable (Result<Data, PhotoServiceError>) -> Void = { [cache] result in
                switch result {
                case .success(let body):
                    do throws(PhotoServiceError) {
                        callback.observer(.success(try decode(body)))
                    } catch {
                        cache.remove(key)
                        callback.observer(.failure(error))
                    }
                case .failure(let error):
                    callback.observer(.failure(error))
                }
            }
            if cacheable, let body = cache.body(for: key) {
                lock.withLock { savedRequests += 1 }
                logger.debug("cache hit \(url.absoluteString)")
                finish(.success(body))
                return Disposables.create()
            }
            let handle = join(key: key, url: url, cacheable: cacheable, waiter: finish)
            return Disposables.create { handle.cancel() }
        }
    }

    private func join(key: String, url: URL, cacheable: Bool, waiter: @escaping @Sendable (Result<Data, PhotoServiceError>) -> Void) -> TransferHandle {
        let (flight, waiterID, isNew): (InFlight, Int, Bool) = lock.withLock {
            nextWaiterID += 1
            if let existing = inFlight[key] {
                existing.waiters[nextWaiterID] = waiter
                return (existing, nextWaiterID, false)
            }
            let flight = InFlight()
            flight.waiters[nextWaiterID] = waiter
            inFlight[key] = flight
            return (flight, nextWaiterID, true)
        }
        if isNew { attempt(key: key, flight: flight, url: url, number: 1, cacheable: cacheable, renewedToken: false) }
        return TransferHandle { [weak self] in self?.leave(key: key, flight: flight, waiterID: waiterID) }
    }

    private func leave(key: String, flight: InFlight, waiterID: Int) {
        let handle: TransferHandle? = lock.withLock {
            guard flight.waiters.removeValue(forKey: waiterID) != nil, flight.waiters.isEmpty else { return nil }
            flight.cancelled = true
            if inFlight[key] === flight { inFlight.removeValue(forKey: key) }
            return flight.handle
        }
        handle?.cancel()
    }

    private func attempt(key: String, flight: InFlight, url: URL, number: Int, cacheable: Bool, renewedToken: Bool) {
        if let wait = remainingThrottle() {
            complete(key: key, flight: flight, with: .failure(.throttled(retryAfter: wait, message: "")))
            return
        }
        withToken { [weak self] tokenResult in
            guard let self else { return }
            switch tokenResult {
            case .failure(let error):
                self.complete(key: key, flight: flight, with: .failure(error))
            case .success(let token):
                self.logger.debug("GET \(url.absoluteString) try \(number)\(token == nil ? "" : " with a token")")
                let handle = self.transport.start(self.request(url: url, token: token)) { [weak self] result in
                    self?.finished(key: key, flight: flight, url: url, number: number, cacheable: cacheable,
                                   sentToken: token != nil, renewedToken: renewedToken, result: result)
                }
                let cancelled: Bool = self.lock.withLock {
                    if !flight.cancelled { flight.handle = handle }
                    return flight.cancelled
                }
                if cancelled { handle.cancel() }
            }
        }
    }

    private func finished(
        key: String, flight: InFlight, url: URL, number: Int, cacheable: Bool, sentToken: Bool, renewedToken: Bool,
        result: Result<HTTPResponse, PhotoServiceError>
    ) {
        var outcome: Result<Data, PhotoServiceError>
        switch result {
        case .success(let response):
            publishRateLimit(response.headers)
            logger.debug("HTTP \(response.status) for \(url.absoluteString)")
            if response.isSuccess {
                outcome = .success(response.body)
                if cacheable {
                    let lifetime = OpenverseResponseCache.lifetime(
                        cacheControl: response.headers["Cache-Control"], fallback: configuration.defaultCacheLifetime,
                        cap: configuration.maxCacheLifetime)
                    cache.store(response.body, for: key, lifetime: lifetime)
                }
            } else {
                if response.status == 401 && sentToken && !renewedToken {
                    // The token may have been revoked or expired early: fetch a new one, once.
                    lock.withLock { token = nil }
                    attempt(key: key, flight: flight, url: url, number: number, cacheable: cacheable, renewedToken: true)
                    return
                }
                let error = Self.classify(response, now: now())
                if case .throttled(let wait?, _) = error {
                    lock.withLock { throttledUntil = now().addingTimeInterval(TimeInterval(wait)) }
                }
                outcome = .failure(error)
            }
        case .failure(let error):
            outcome = .failure(error)
        }
        if case .failure(let error) = outcome, configuration.retry.shouldRetry(error, attempt: number, isIdempotent: true) {
            let delay = configuration.retry.delay(afterAttempt: number)
            logger.info("retrying \(url.absoluteString) in \(Int(delay * 1000)) ms after: \(error.userMessage)")
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
                guard let self, !self.lock.withLock({ flight.cancelled }) else { return }
                self.attempt(key: key, flight: flight, url: url, number: number + 1, cacheable: cacheable, renewedToken: renewedToken)
            }
            return
        }
        if case .failure(let error) = outcome { logger.notice("\(url.absoluteString) failed: \(error.userMessage)") }
        complete(key: key, flight: flight, with: outcome)
    }

    private func complete(key: String, flight: InFlight, with outcome: Result<Data, PhotoServiceError>) {
        let waiters: [@Sendable (Result<Data, PhotoServiceError>) -> Void] = lock.withLock {
            if inFlight[key] === flight { inFlight.removeValue(forKey: key) }
            let waiters = flight.cancelled ? [] : Array(flight.waiters.values)
            flight.waiters.removeAll()
            return waiters
        }
        for waiter in waiters { waiter(outcome) }
    }

    /// Seconds left of the last throttle, or `nil` when requests may be sent.
    private func remainingThrottle() -> Int? {
        lock.withLock {
            guard let until = throttledUntil else { return nil }
            let left = until.timeIntervalSince(now())
            if left <= 0 {
                throttledUntil = nil
                return nil
            }
            return Int(left.rounded(.up))
        }
    }

    // MARK: - Token

    /// Calls back with the bearer token (fetching or renewing it), or `nil` without credentials.
    private func withToken(_ completion: @escaping @Sendable (Result<String?, PhotoServiceError>) -> Void) {
        guard let credentials = configuration.credentials else { return completion(.success(nil)) }
        enum Step { case ready(String), wait, fetch }
        let step: Step = lock.withLock {
            // Renew a minute early so a request never goes out with a token about to lapse.
            if let token, token.expiresAt.timeIntervalSince(now()) > 60 { return .ready(token.value) }
            if tokenWaiters != nil {
                tokenWaiters!.append(completion)
                return .wait
            }
            tokenWaiters = [completion]
            return .fetch
        }
        switch step {
        case .ready(let value): completion(.success(value))
        case .wait: break
        case .fetch: fetchToken(credentials)
        }
    }

    private func fetchToken(_ credentials: OpenverseCredentials) {
        let body = [("client_id", credentials.clientID), ("client_secret", credentials.clientSecret), ("grant_type", "client_credentials")]
            .map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers = HTTPHeaderFields()
        headers.append("Content-Type", "application/x-www-form-urlencoded")
        headers.append("Accept", "application/json")
        headers.append("User-Agent", PhotoTUIVersion.userAgent)
        let request = HTTPRequest(
            url: url(path: "/auth_tokens/token/", parameters: []), method: "POST", headers: headers,
            connectTimeout: configuration.connectTimeout, timeout: configuration.timeout, body: Data(body.utf8))
        logger.debug("fetching an Openverse token for \(credentials)")
        transport.start(request) { [weak self] result in
            guard let self else { return }
            let outcome: Result<String?, PhotoServiceError>
            switch result {
            case .success(let response) where response.isSuccess:
                if let decoded = try? JSONDecoder().decode(OpenverseToken.self, from: response.body), !decoded.accessToken.isEmpty {
                    let lifetime = TimeInterval(decoded.expiresIn ?? 36_000)
                    self.lock.withLock { self.token = (decoded.accessToken, self.now().addingTimeInterval(lifetime)) }
                    self.logger.info("Openverse token valid for \(Int(lifetime / 60)) min")
                    outcome = .success(decoded.accessToken)
                } else {
                    outcome = .failure(.malformedBody(endpoint: "POST /v1/auth_tokens/token/", field: "access_token", detail: "missing"))
                }
            case .success(let response) where response.status == 400 || response.status == 401:
                outcome = .failure(.refused(message: "Openverse did not accept [openverse] client_id and client_secret"))
            case .success(let response):
                outcome = .failure(Self.classify(response, now: self.now()))
            case .failure(let error):
                outcome = .failure(error)
            }
            if case .failure(let error) = outcome { self.logger.notice("Openverse token request failed: \(error.userMessage)") }
            let waiters = self.lock.withLock {
                defer { self.tokenWaiters = nil }
                return self.tokenWaiters ?? []
            }
            for waiter in waiters { waiter(outcome) }
        }
    }

    // MARK: - Building requests and reading answers

    private func request(url: URL, token: String?) -> HTTPRequest {
        var headers = HTTPHeaderFields()
        // The token goes only to the configured host, never to an address a payload named.
        if let token, url.host == configuration.baseURL.host, url.port == configuration.baseURL.port {
            headers.append("Authorization", "Bearer \(token)")
        }
        headers.append("Accept", "application/json")
        headers.append("User-Agent", PhotoTUIVersion.userAgent)
        return HTTPRequest(url: url, headers: headers, connectTimeout: configuration.connectTimeout, timeout: configuration.timeout)
    }

    /// `baseURL/v1` + `path` + a strictly encoded query.
    func url(path: String, parameters: [(String, String)]) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/v1") { base.removeLast(3) }
        let query = parameters.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return URL(string: base + "/v1" + path + (query.isEmpty ? "" : "?" + query))!
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: UnsplashClient.unreserved) ?? ""
    }

    /// The error for a response that is not a success.
    static func classify(_ response: HTTPResponse, now: Date) -> PhotoServiceError {
        let message = OpenverseErrorBody.message(in: response.body)
        switch response.status {
        case 400: return .badRequest(message: message)
        case 401: return .refused(message: message)
        case 403: return .forbidden(message: message.isEmpty ? "the server refused this address (a Cloudflare page?)" : message)
        case 404: return .notFound(message: message)
        case 429:
            return .throttled(retryAfter: retryAfter(response.headers["Retry-After"], body: message, now: now), message: message)
        case 500..<600: return .serverError(status: response.status)
        default: return .unexpectedStatus(response.status)
        }
    }

    /// `Retry-After` as seconds or an HTTP date; else the seconds in DRF's "Expected available in
    /// 3600 seconds."; else `nil`.
    static func retryAfter(_ header: String?, body: String, now: Date) -> Int? {
        if let header = header?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Int(header) { return max(0, seconds) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
            if let date = formatter.date(from: header) { return max(0, Int(date.timeIntervalSince(now).rounded(.up))) }
        }
        if let range = body.range(of: #"available in (\d+) second"#, options: .regularExpression) {
            return Int(body[range].filter(\.isNumber))
        }
        return nil
    }

    /// Openverse's throttle headers: `X-RateLimit-Limit-<scope>: 200/day` and
    /// `X-RateLimit-Available-<scope>: 180`. The daily scope is the one worth showing.
    private func publishRateLimit(_ headers: HTTPHeaderFields) {
        var best: RateLimit?
        var bestIsDaily = false
        for field in headers {
            let name = field.name.lowercased()
            guard name.hasPrefix("x-ratelimit-limit-") else { continue }
            let scope = String(name.dropFirst("x-ratelimit-limit-".count))
            guard let limit = Int(field.value.split(separator: "/").first ?? ""),
                  let available = headers["X-RateLimit-Available-\(scope)"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
            else { continue }
            let isDaily = field.value.lowercased().hasSuffix("day")
            if best == nil || (isDaily && !bestIsDaily) {
                best = RateLimit(limit: limit, remaining: available)
                bestIsDaily = isDaily
            }
        }
        if let best { rateLimitSubject.onNext(best) }
    }

    /// Remembers photos of a list so that opening one needs no detail request.
    private func remember(_ photos: [Photo]) {
        lock.withLock {
            for photo in photos {
                if seen.updateValue(photo, forKey: photo.id) == nil { seenOrder.append(photo.id) }
            }
            while seenOrder.count > 2000 { seen.removeValue(forKey: seenOrder.removeFirst()) }
        }
    }

    private func searchParameters(_ query: SearchQuery, pageSize: Int) -> [(String, String)] {
        var items: [(String, String)] = []
        let text = query.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { items.append(("q", String(text.prefix(200)))) }
        items.append(("page", String(query.page)))
        items.append(("page_size", String(pageSize)))
        if let license = query.licenseType { items.append(("license_type", license.rawValue)) }
        if let aspect = query.aspectRatio { items.append(("aspect_ratio", aspect)) }
        if let size = query.sizeClass { items.append(("size", size.rawValue)) }
        if let source = query.source, !source.isEmpty { items.append(("source", source)) }
        return items
    }

    private static func decodePage(_ body: Data, endpoint: String) throws(PhotoServiceError) -> OpenverseSearchPage {
        try UnsplashJSON.decode(OpenverseSearchPage.self, from: body, endpoint: endpoint)
    }
}

extension OpenverseClient: PhotoService {
    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        let pageSize = min(query.perPage, maxPageSize)
        if query.page > Self.maxPage {
            // Openverse answers a 400; an empty page past the end is what a pager expects.
            return .just(SearchPage(total: 0, totalPages: Self.maxPage, results: []))
        }
        return get(path: "/images/", parameters: searchParameters(query, pageSize: pageSize)) { body throws(PhotoServiceError) in
            try Self.decodePage(body, endpoint: "GET /v1/images/").searchPage
        }.do(onSuccess: { [weak self] in self?.remember($0.results) })
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        imagesPage([], page: page, perPage: perPage, endpoint: "GET /v1/images/")
    }

    /// One page of `/images/` with `filters` (none: everything) as a list page. Pages start at 1
    /// and hold at most `maxPageSize`; a page past `maxPage` is empty without a request (Openverse
    /// answers a 400; an empty page past the end is what a pager expects).
    private func imagesPage(_ filters: [(String, String)], page: Int, perPage: Int, endpoint: String) -> Single<ListPage<Photo>> {
        let page = max(1, page)
        let pageSize = min(max(1, perPage), maxPageSize)
        guard page <= Self.maxPage else { return .just(ListPage(items: [], page: page)) }
        let parameters = filters + [("page", String(page)), ("page_size", String(pageSize))]
        return get(path: "/images/", parameters: parameters) { body throws(PhotoServiceError) in
            let decoded = try Self.decodePage(body, endpoint: endpoint)
            let last = min(decoded.pageCount, Self.maxPage)
            return ListPage(
                items: decoded.results.map(\.photo), page: page, total: decoded.resultCount, perPage: pageSize,
                nextPage: page < last ? page + 1 : nil, lastPage: last)
        }.do(onSuccess: { [weak self] in self?.remember($0.items) })
    }

    public func photo(id: String) -> Single<Photo> {
        // A 2024-shaped list result has every field the detail has: no request needed.
        if let known = lock.withLock({ seen[id] }), known.credit?.attribution != nil {
            lock.withLock { savedRequests += 1 }
            return .just(known)
        }
        return get(path: "/images/\(Self.encode(id))/", parameters: []) { body throws(PhotoServiceError) in
            try UnsplashJSON.decode(OpenverseImage.self, from: body, endpoint: "GET /v1/images/:id/").photo
        }
    }

    /// `GET /v1/images/{id}/related/`: photos like this one.
    public func relatedPhotos(of id: String) -> Single<[Photo]> {
        get(path: "/images/\(Self.encode(id))/related/", parameters: []) { body throws(PhotoServiceError) in
            try Self.decodePage(body, endpoint: "GET /v1/images/:id/related/").results.map(\.photo)
        }.do(onSuccess: { [weak self] in self?.remember($0) })
    }

    /// `GET /v1/images/?creator=`: the photos of one creator (Openverse's "photographer"), paged
    /// like the feed.
    public func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        guard username != OpenverseImage.unknownCreatorUsername else { return .just(ListPage(items: [], page: max(1, page))) }
        return imagesPage([("creator", String(username.prefix(200)))], page: page, perPage: perPage, endpoint: "GET /v1/images/?creator")
    }

    /// Openverse has no topics.
    public func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> { .just(ListPage(items: [], page: page)) }

    /// Openverse has no topics.
    public func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        .just(ListPage(items: [], page: page))
    }

    /// Openverse has no random endpoint: the first page of the query (or of everything).
    public func randomPhotos(count: Int, query: String?) -> Single<[Photo]> {
        searchPhotos(SearchQuery(query ?? "", page: 1, perPage: count)).map(\.results)
    }

    /// Openverse tracks nothing: the original is the photo's `url`.
    public func trackDownload(of photo: Photo) -> Single<DownloadLink> {
        .just(DownloadLink(url: photo.images.original))
    }

    public var rateLimit: Observable<RateLimit?> { rateLimitSubject.asObservable() }
}
