import EventStream
import Foundation
import Logging

/// The Unsplash API (or any server that speaks it, such as the offline library) over libcurl.
///
/// Sends `Authorization: Client-ID …`, `Accept-Version: v1` and photo-tui's `User-Agent`;
/// classifies failures into ``PhotoServiceError``; retries idempotent GETs after timeouts and 5xx
/// with capped exponential backoff and jitter; keeps API responses for a short time in memory and
/// on disk, and past that time asks with `If-None-Match` when the answer had an `ETag` (reusing
/// it on `304`); and shares a request that is already in flight instead of repeating it.
/// The access key is never logged, stored or put in an error.
public final class UnsplashClient: @unchecked Sendable {
    /// What the client needs to know.
    public struct Configuration: Sendable {
        /// `https://api.unsplash.com` or another server's base URL.
        public var baseURL: URL
        /// The access key; `nil` sends a placeholder, which the offline library accepts.
        public var accessKey: String?
        /// A cache root of its own for API responses (they go under `api/`); ignored when
        /// `diskCache` is given; both `nil` for memory only.
        public var cacheDirectory: URL?
        /// The app's one disk cache, shared with images under one budget.
        public var diskCache: DiskImageCache?
        /// How long a cached API response is used.
        public var cacheTimeToLive: TimeInterval
        public var retry: RetryPolicy
        /// Seconds allowed to connect, and for a whole API call.
        public var connectTimeout: Double
        public var timeout: Double

        /// Creates a configuration.
        public init(
            baseURL: URL, accessKey: String?, cacheDirectory: URL? = nil, diskCache: DiskImageCache? = nil,
            cacheTimeToLive: TimeInterval = 300, retry: RetryPolicy = RetryPolicy(), connectTimeout: Double = 10,
            timeout: Double = 30
        ) {
            self.diskCache = diskCache
            self.baseURL = baseURL
            self.accessKey = accessKey
            self.cacheDirectory = cacheDirectory
            self.cacheTimeToLive = cacheTimeToLive
            self.retry = retry
            self.connectTimeout = connectTimeout
            self.timeout = timeout
        }
    }

    /// Sent as the key when none is configured; only the offline library accepts it.
    public static let placeholderAccessKey = "photo-tui-offline"

    public let configuration: Configuration
    let transport: CurlTransport
    private let cache: APIResponseCache
    private let logger: Logger
    private let lock = NSLock()
    private var inFlight: [String: InFlight] = [:]
    private var nextWaiterID = 0
    private let rateLimitSubject = BehaviorSubject<RateLimit?>(value: nil)

    /// Creates a client that sends its requests through `transport` and logs to `logger`.
    public init(configuration: Configuration, transport: CurlTransport = .shared, logger: Logger = Logger(label: "photo-tui.unsplash")) {
        self.configuration = configuration
        self.logger = logger
        self.transport = transport
        cache = configuration.diskCache.map { APIResponseCache(store: $0, timeToLive: configuration.cacheTimeToLive) }
            ?? APIResponseCache(directory: configuration.cacheDirectory, timeToLive: configuration.cacheTimeToLive)
        if let warning = insecureKeyWarning { logger.warning("\(warning)") }
    }

    /// Set when the key goes to a non-loopback host over plain http (logged once at creation);
    /// the browser shows it in the status bar.
    public var insecureKeyWarning: String? {
        InsecureKeyWarning.message(baseURL: configuration.baseURL, accessKey: configuration.accessKey)
    }

    /// The quota figures of the latest response that carried them.
    public var currentRateLimit: RateLimit? { (try? rateLimitSubject.value()) ?? nil }

    // MARK: - Requests

    /// A request shared by everyone who asked for the same key while it runs.
    // Its fields are read and written only under the client's `lock`.
    private final class InFlight: @unchecked Sendable {
        var waiters: [Int: @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void] = [:]
        var handle: TransferHandle?
        var cancelled = false
    }

    /// GETs `path` with `parameters` under the base URL, from the cache when fresh.
    ///
    /// - Parameter decode: turns the body into a value; a failure removes the response from the
    ///   cache so that a damaged body is not served again.
    func get<T: Sendable>(
        path: String, parameters: [(String, String)], cacheable: Bool,
        decode: @escaping @Sendable (HTTPResponse) throws(PhotoServiceError) -> T,
        completion: @escaping @Sendable (Result<T, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        get(url: url(path: path, parameters: parameters), cacheable: cacheable, decode: decode, completion: completion)
    }

    /// GETs an absolute `url` (download tracking uses the address exactly as Unsplash gave it).
    func get<T: Sendable>(
        url: URL, cacheable: Bool,
        decode: @escaping @Sendable (HTTPResponse) throws(PhotoServiceError) -> T,
        completion: @escaping @Sendable (Result<T, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        let key = "GET " + url.absoluteString
        let finish: @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void = { [cache] result in
            switch result {
            case .success(let response):
                do throws(PhotoServiceError) {
                    completion(.success(try decode(response)))
                } catch {
                    if cacheable { cache.remove(key) }
                    completion(.failure(error))
                }
            case .failure(let error):
                completion(.failure(error))
            }
        }
        if cacheable, let cached = cache.response(for: key) {
            logger.debug("cache hit \(Self.redacted(url))")
            finish(.success(cached))
            return TransferHandle {}
        }
        return join(key: key, url: url, cacheable: cacheable, waiter: finish)
    }

    /// The request for `url`, conditional when a stale cached answer has an `ETag`.
    private func request(for url: URL, key: String, cacheable: Bool) -> HTTPRequest {
        var request = request(for: url)
        if cacheable, let etag = cache.validator(for: key) { request.headers.append("If-None-Match", etag) }
        return request
    }

    /// Joins the in-flight request for `key`, starting it when there is none.
    private func join(
        key: String, url: URL, cacheable: Bool, waiter: @escaping @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        lock.lock()
        nextWaiterID += 1
        let waiterID = nextWaiterID
        let flight: InFlight
        let isNew: Bool
        if let existing = inFlight[key] {
            flight = existing
            isNew = false
        } else {
            flight = InFlight()
            inFlight[key] = flight
            isNew = true
        }
        flight.waiters[waiterID] = waiter
        lock.unlock()
        if isNew {
            attempt(key: key, flight: flight, request: request(for: url, key: key, cacheable: cacheable), number: 1, cacheable: cacheable)
        } else {
            logger.debug("sharing the request in flight for \(Self.redacted(url))")
        }
        return TransferHandle { [weak self] in self?.leave(key: key, flight: flight, waiterID: waiterID) }
    }

    private func leave(key: String, flight: InFlight, waiterID: Int) {
        lock.lock()
        guard flight.waiters.removeValue(forKey: waiterID) != nil, flight.waiters.isEmpty else {
            lock.unlock()
            return
        }
        // The last one waiting went away: stop the transfer (and any retry) for good.
        flight.cancelled = true
        if inFlight[key] === flight { inFlight.removeValue(forKey: key) }
        let handle = flight.handle
        lock.unlock()
        handle?.cancel()
    }

    private func attempt(key: String, flight: InFlight, request: HTTPRequest, number: Int, cacheable: Bool) {
        logger.debug("GET \(Self.redacted(request.url)) try \(number)")
        let handle = transport.start(request) { [weak self] result in
            self?.finished(key: key, flight: flight, request: request, number: number, cacheable: cacheable, result: result)
        }
        lock.lock()
        let cancelled = flight.cancelled
        if !cancelled { flight.handle = handle }
        lock.unlock()
        if cancelled { handle.cancel() }
    }

    private func finished(
        key: String, flight: InFlight, request: HTTPRequest, number: Int, cacheable: Bool,
        result: Result<HTTPResponse, PhotoServiceError>
    ) {
        var outcome = result
        if case .success(let response) = result {
            publish(RateLimit(header: { response.headers[$0] }))
            logger.debug("HTTP \(response.status) for \(Self.redacted(request.url)) over HTTP/\(response.httpVersion ?? "?")")
            if response.status == 304, cacheable, let stored = cache.revalidated(key) {
                // Not modified: the stored answer is fresh again, and nothing more to store.
                outcome = .success(stored)
                finish(key: key, flight: flight, outcome: outcome)
                return
            }
            if let error = ResponseClassifier.error(for: response) { outcome = .failure(error) }
        }
        if case .failure(let error) = outcome,
           configuration.retry.shouldRetry(error, attempt: number, isIdempotent: request.isIdempotent) {
            let delay = configuration.retry.delay(afterAttempt: number)
            logger.info("retrying \(Self.redacted(request.url)) in \(Int(delay * 1000)) ms after: \(error.userMessage)")
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
                guard let self else { return }
                self.lock.lock()
                let cancelled = flight.cancelled
                self.lock.unlock()
                if !cancelled { self.attempt(key: key, flight: flight, request: request, number: number + 1, cacheable: cacheable) }
            }
            return
        }
        if case .success(let response) = outcome, cacheable { cache.store(response, for: key) }
        if case .failure(let error) = outcome { logger.notice("\(Self.redacted(request.url)) failed: \(error.userMessage)") }
        finish(key: key, flight: flight, outcome: outcome)
    }

    /// Hands `outcome` to everyone waiting for `flight`.
    private func finish(key: String, flight: InFlight, outcome: Result<HTTPResponse, PhotoServiceError>) {
        lock.lock()
        if inFlight[key] === flight { inFlight.removeValue(forKey: key) }
        let waiters = flight.cancelled ? [] : Array(flight.waiters.values)
        flight.waiters.removeAll()
        lock.unlock()
        for waiter in waiters { waiter(outcome) }
    }

    private func publish(_ rateLimit: RateLimit?) {
        guard let rateLimit else { return }
        rateLimitSubject.onNext(rateLimit)
    }

    // MARK: - Building requests

    func request(for url: URL, timeout: Double? = nil) -> HTTPRequest {
        var headers = HTTPHeaderFields()
        // The key goes only to the configured API host, never to an address a payload named.
        if url.host == configuration.baseURL.host && url.port == configuration.baseURL.port {
            headers.append("Authorization", "Client-ID \(configuration.accessKey ?? Self.placeholderAccessKey)")
        }
        headers.append("Accept-Version", "v1")
        headers.append("Accept", "application/json")
        headers.append("User-Agent", PhotoTUIVersion.userAgent)
        return HTTPRequest(url: url, headers: headers, connectTimeout: configuration.connectTimeout, timeout: timeout ?? configuration.timeout)
    }

    /// `baseURL` + `path` + a query encoded strictly (a `+` or `&` in a search is data, not syntax).
    func url(path: String, parameters: [(String, String)]) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let query = parameters.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return URL(string: base + path + (query.isEmpty ? "" : "?" + query))!
    }

    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// A URL for the log, with any `client_id` parameter masked.
    static func redacted(_ url: URL) -> String {
        SecretRedactor(secrets: []).redact(url.absoluteString)
    }
}

extension UnsplashClient: PhotoService {
    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        let endpoint = "GET /search/photos"
        return single(path: "/search/photos", parameters: query.parameters) { response throws(PhotoServiceError) in
            try UnsplashJSON.decode(SearchPage.self, from: response.body, endpoint: endpoint)
        }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        list(Photo.self, path: "/photos", page: page, perPage: perPage, endpoint: "GET /photos")
    }

    public func photo(id: String) -> Single<Photo> {
        single(path: "/photos/\(Self.pathSegment(id))", parameters: []) { response throws(PhotoServiceError) in
            try UnsplashJSON.decode(Photo.self, from: response.body, endpoint: "GET /photos/:id")
        }
    }

    public func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> {
        list(Topic.self, path: "/topics", page: page, perPage: perPage, endpoint: "GET /topics")
    }

    public func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        list(Photo.self, path: "/topics/\(Self.pathSegment(idOrSlug))/photos", page: page, perPage: perPage,
             endpoint: "GET /topics/:id/photos")
    }

    public func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        list(Photo.self, path: "/users/\(Self.pathSegment(username))/photos", page: page, perPage: perPage,
             endpoint: "GET /users/:username/photos")
    }

    public func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>> {
        guard let query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            return list(PhotoCollection.self, path: "/collections", page: page, perPage: perPage, endpoint: "GET /collections")
        }
        let page = max(1, page)
        return single(path: "/search/collections", parameters: [("query", query)] + Self.paging(page, perPage)) { response throws(PhotoServiceError) in
            try UnsplashJSON.decode(CollectionSearchPage.self, from: response.body, endpoint: "GET /search/collections").listPage(page)
        }
    }

    public func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        list(Photo.self, path: "/collections/\(Self.pathSegment(id))/photos", page: page, perPage: perPage,
             endpoint: "GET /collections/:id/photos")
    }

    public func randomPhotos(count: Int, query: String?) -> Single<[Photo]> {
        var parameters = [("count", String(min(30, max(1, count))))]
        if let query, !query.isEmpty { parameters.append(("query", query)) }
        // Random answers must not be replayed from the cache.
        return single(path: "/photos/random", parameters: parameters, cacheable: false) { response throws(PhotoServiceError) in
            try UnsplashJSON.decodeList(Photo.self, from: response.body, endpoint: "GET /photos/random")
        }
    }

    public func trackDownload(of photo: Photo) -> Single<DownloadLink> {
        let url = photo.links.downloadLocation ?? self.url(path: "/photos/\(Self.pathSegment(photo.id))/download", parameters: [])
        return Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let handle = get(url: url, cacheable: false, decode: { response throws(PhotoServiceError) in
                try UnsplashJSON.decode(DownloadLink.self, from: response.body, endpoint: "GET /photos/:id/download")
            }, completion: { callback.observer($0.mapError { $0 }) })
            return Disposables.create { handle.cancel() }
        }
    }

    public var rateLimit: Observable<RateLimit?> { rateLimitSubject.asObservable() }

    private func single<T: Sendable>(
        path: String, parameters: [(String, String)], cacheable: Bool = true,
        decode: @escaping @Sendable (HTTPResponse) throws(PhotoServiceError) -> T
    ) -> Single<T> {
        Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let handle = get(path: path, parameters: parameters, cacheable: cacheable, decode: decode) { callback.observer($0.mapError { $0 }) }
            return Disposables.create { handle.cancel() }
        }
    }

    /// One page of a plain list endpoint (`/photos`, `/topics`, a topic's, a user's or a
    /// collection's photos): Unsplash allows 1 to 30 a page.
    private func list<Item: Decodable & Sendable & Equatable>(
        _ type: Item.Type, path: String, page: Int, perPage: Int, endpoint: String
    ) -> Single<ListPage<Item>> {
        let page = max(1, page)
        return single(path: path, parameters: Self.paging(page, perPage)) { response throws(PhotoServiceError) in
            try Self.listPage(Item.self, response, page: page, endpoint: endpoint)
        }
    }

    private static func paging(_ page: Int, _ perPage: Int) -> [(String, String)] {
        [("page", String(page)), ("per_page", String(min(30, max(1, perPage))))]
    }

    /// A page of a plain list: items from the body, total from `X-Total`, pages from `Link`.
    static func listPage<Item: Decodable & Sendable & Equatable>(
        _ type: Item.Type, _ response: HTTPResponse, page: Int, endpoint: String
    ) throws(PhotoServiceError) -> ListPage<Item> {
        let items = try UnsplashJSON.decodeList(Item.self, from: response.body, endpoint: endpoint)
        let link = response.headers["Link"].map(LinkHeader.init)
        return ListPage(
            items: items, page: page, total: TextLimits.clamp(response.headers["X-Total"].flatMap { Int($0) }, 1_000_000_000),
            perPage: TextLimits.clamp(response.headers["X-Per-Page"].flatMap { Int($0) }, 1000),
            nextPage: link?.page("next"), lastPage: link?.page("last"))
    }

    private static func pathSegment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
