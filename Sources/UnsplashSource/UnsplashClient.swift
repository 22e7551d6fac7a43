import EventStream
import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// The Unsplash API (or any server that speaks it, such as the offline library) over libcurl.
///
/// A thin mapping over the ``RequestEngine``: this type builds URLs and headers
/// (`Authorization: Client-ID …`, `Accept-Version: v1`, photo-tui's `User-Agent`), decodes
/// answers and turns error answers into ``PhotoServiceError`` (``ResponseClassifier``); the engine
/// caches (a fixed time to live, then `If-None-Match`), shares requests in flight, retries within
/// the 15 s a person waits, and reads the `X-Ratelimit-*` figures.
/// The access key is never logged, stored or put in an error.
public final class UnsplashClient: Sendable {
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
        /// Seconds a person waits for an answer to begin, retries included.
        public var answerDeadline: Double

        /// Creates a configuration.
        public init(
            baseURL: URL, accessKey: String?, cacheDirectory: URL? = nil, diskCache: DiskImageCache? = nil,
            cacheTimeToLive: TimeInterval = 300, retry: RetryPolicy = RetryPolicy(), connectTimeout: Double = 10,
            timeout: Double = 30, answerDeadline: Double = Double(NetworkLimits.answerSeconds)
        ) {
            self.diskCache = diskCache
            self.baseURL = baseURL
            self.accessKey = accessKey
            self.cacheDirectory = cacheDirectory
            self.cacheTimeToLive = cacheTimeToLive
            self.retry = retry
            self.connectTimeout = connectTimeout
            self.timeout = timeout
            self.answerDeadline = answerDeadline
        }
    }

    /// Sent as the key when none is configured; only the offline library accepts it.
    public static let placeholderAccessKey = "photo-tui-offline"

    public let configuration: Configuration
    /// Caching, sharing, retries and the deadline.
    let engine: RequestEngine

    /// Creates a client that sends its requests through `transport` and logs to `logger`.
    public convenience init(configuration: Configuration, transport: CurlTransport = .shared, logger: Logger = Logger(label: "photo-tui.unsplash")) {
        self.init(configuration: configuration, transport: transport, scheduler: SharedScheduler.network.base, logger: logger)
    }

    /// Creates a client over any transport, timing its retries and cache on `scheduler` (a
    /// `TestScheduler` and a fake transport run it in virtual time).
    public init(configuration: Configuration, transport: any HTTPTransport, scheduler: Scheduler,
                logger: Logger = Logger(label: "photo-tui.unsplash")) {
        self.configuration = configuration
        let cache = configuration.diskCache.map { ResponseCache(store: $0, scheduler: scheduler) }
            ?? ResponseCache(directory: configuration.cacheDirectory, scheduler: scheduler)
        let timeToLive = configuration.cacheTimeToLive
        engine = RequestEngine(
            transport: transport, scheduler: scheduler, cache: cache,
            configuration: .init(retry: configuration.retry, answerDeadline: configuration.answerDeadline, cacheLifetime: { _ in timeToLive }),
            logger: logger)
        if let warning = insecureKeyWarning { logger.warning("\(warning)") }
    }

    /// Set when the key goes to a non-loopback host over plain http (logged once at creation);
    /// the browser shows it in the status bar.
    public var insecureKeyWarning: String? {
        InsecureKeyWarning.message(baseURL: configuration.baseURL, accessKey: configuration.accessKey)
    }

    /// The quota figures of the latest response that carried them.
    public var currentRateLimit: RateLimit? { engine.currentRateLimit }

    // MARK: - Requests

    /// GETs `path` with `parameters` under the base URL, from the cache when fresh.
    ///
    /// - Parameter decode: turns a successful answer into a value; a failure removes the answer
    ///   from the cache so that a damaged body is not served again.
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
        engine.fetch(request(for: url), cacheable: cacheable, decode: { response throws(PhotoServiceError) in
            if let error = ResponseClassifier.error(for: response) { throw error }
            return try decode(response)
        }, completion: { [engine] result in
            completion(result.mapError { error in
                // Held back after a 429: Unsplash's words for it, with the figures last seen.
                if case .throttled = error { return .rateLimited(engine.currentRateLimit) }
                return error
            })
        })
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
        return HTTPRequest(url: url, headers: headers, connectTimeout: configuration.connectTimeout, timeout: timeout ?? configuration.timeout,
                           answerTimeout: configuration.answerDeadline)
    }

    /// `baseURL` + `path` + a query encoded strictly (a `+` or `&` in a search is data, not syntax).
    func url(path: String, parameters: [(String, String)]) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let query = parameters.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return URL(string: base + path + (query.isEmpty ? "" : "?" + query))!
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlUnreserved) ?? ""
    }

    /// A URL for the log, with any `client_id` parameter masked.
    static func redacted(_ url: URL) -> String { RequestEngine.redacted(url) }
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

    public var rateLimit: Observable<RateLimit?> { engine.rateLimit }

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
        text.addingPercentEncoding(withAllowedCharacters: .urlUnreserved) ?? ""
    }
}
