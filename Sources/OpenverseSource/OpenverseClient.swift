import EventStream
import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// Openverse's image search (`https://api.openverse.org/v1/`, or any server that speaks it, such
/// as `photo-tui serve --api openverse`) behind ``PhotoService``: a thin mapping over the
/// ``RequestEngine`` (URLs, decoding, error bodies), like ``UnsplashClient``.
///
/// The anonymous budget is tiny (20 requests a minute, 200 a day, pages of at most 20), so the
/// client spends it carefully: answers are cached for the lifetime the server allows; a photo
/// already seen in a list is answered from that list instead of a detail request; after a 429
/// nothing is sent until its `Retry-After` has passed; the same request in flight is sent once.
/// With ``OpenverseCredentials`` it fetches a bearer token, renews it before it expires or when
/// it is refused (``OpenverseAuthorizer``), and never logs, caches or shows it.
public final class OpenverseClient: Sendable {
    /// What the client needs to know.
    public struct Configuration: Sendable {
        /// `https://api.openverse.org` or another server's base URL (a trailing `/v1` is allowed).
        public var baseURL: URL
        public var credentials: OpenverseCredentials?
        /// A cache root of its own for answers (they go under `api/`); ignored when `diskCache`
        /// is given; both `nil` for memory only.
        public var cacheDirectory: URL?
        /// The app's one disk cache, shared with images under one budget.
        public var diskCache: DiskImageCache?
        /// How long an answer without `Cache-Control` is kept, and the most any is kept.
        public var defaultCacheLifetime: TimeInterval
        public var maxCacheLifetime: TimeInterval
        public var retry: RetryPolicy
        public var connectTimeout: Double
        public var timeout: Double
        /// Seconds a person waits for an answer to begin, retries included.
        public var answerDeadline: Double

        /// Creates a configuration.
        public init(
            baseURL: URL = OpenverseClient.publicAPI, credentials: OpenverseCredentials? = nil, cacheDirectory: URL? = nil,
            diskCache: DiskImageCache? = nil, defaultCacheLifetime: TimeInterval = 3600, maxCacheLifetime: TimeInterval = 14_400,
            retry: RetryPolicy = RetryPolicy(), connectTimeout: Double = 10, timeout: Double = 30,
            answerDeadline: Double = Double(NetworkLimits.answerSeconds)
        ) {
            self.baseURL = baseURL
            self.credentials = credentials
            self.cacheDirectory = cacheDirectory
            self.diskCache = diskCache
            self.defaultCacheLifetime = defaultCacheLifetime
            self.maxCacheLifetime = maxCacheLifetime
            self.retry = retry
            self.connectTimeout = connectTimeout
            self.timeout = timeout
            self.answerDeadline = answerDeadline
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
    /// Caching, sharing, retries, the deadline, the hold after a 429 and the token.
    let engine: RequestEngine
    private let scheduler: SharedScheduler
    /// Photos of lists seen lately, by id: opening one needs no detail request.
    private let seen = Locked(LRUEntries<Photo>(countLimit: 2000))
    private let listAnswers = Locked(0)

    /// Creates a client.
    /// - Parameter now: the clock of its cache lifetimes, `Retry-After` dates and token expiry.
    public convenience init(
        configuration: Configuration, transport: CurlTransport = .shared, logger: Logger = Logger(label: "photo-tui.openverse"),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(configuration: configuration, transport: transport,
                  scheduler: ClockedScheduler(base: SharedScheduler.network.base, now: now), logger: logger)
    }

    /// Creates a client over any transport, timing its retries, cache and token on `scheduler`
    /// (a `TestScheduler` and a fake transport run it in virtual time).
    public init(configuration: Configuration, transport: any HTTPTransport, scheduler: Scheduler,
                logger: Logger = Logger(label: "photo-tui.openverse")) {
        self.configuration = configuration
        self.scheduler = SharedScheduler(scheduler)
        let cache = configuration.diskCache.map { ResponseCache(store: $0, scheduler: scheduler) }
            ?? ResponseCache(directory: configuration.cacheDirectory, scheduler: scheduler)
        let template = HTTPRequest(url: configuration.baseURL, connectTimeout: configuration.connectTimeout,
                                   timeout: configuration.timeout, answerTimeout: configuration.answerDeadline)
        let authorizer = configuration.credentials.map { credentials in
            OpenverseAuthorizer(
                credentials: credentials, tokenURL: Self.url(base: configuration.baseURL, path: "/auth_tokens/token/", parameters: []),
                apiURL: configuration.baseURL, template: template, transport: transport, scheduler: scheduler, logger: logger)
        }
        let (fallback, cap) = (configuration.defaultCacheLifetime, configuration.maxCacheLifetime)
        engine = RequestEngine(
            transport: transport, scheduler: scheduler, cache: cache,
            configuration: .init(
                retry: configuration.retry, answerDeadline: configuration.answerDeadline,
                cacheLifetime: { response in
                    let lifetime = CacheControl.lifetime(response.headers["Cache-Control"], fallback: fallback, cap: cap)
                    return lifetime > 0 ? lifetime : nil
                },
                rateLimit: Self.rateLimit(in:)),
            authorizer: authorizer, logger: logger)
    }

    /// The largest page this client may ask for.
    public var maxPageSize: Int { configuration.credentials == nil ? Self.anonymousPageSize : Self.authenticatedPageSize }

    /// Requests answered from memory, disk or a list instead of the network (for tests and the log).
    public var savedRequests: Int { engine.cacheHits + listAnswers.withLock { $0 } }

    // MARK: - Requests

    /// GETs `path` under `/v1`, from the cache when fresh, and decodes the body.
    private func get<T: Sendable>(
        path: String, parameters: [(String, String)], cacheable: Bool = true,
        decode: @escaping @Sendable (Data) throws(PhotoServiceError) -> T
    ) -> Single<T> {
        engine.value(for: request(url: url(path: path, parameters: parameters)), cacheable: cacheable) { [scheduler] response throws(PhotoServiceError) in
            guard response.isSuccess else { throw Self.classify(response, now: scheduler.now) }
            return try decode(response.body)
        }
    }

    // MARK: - Building requests and reading answers

    private func request(url: URL) -> HTTPRequest {
        var headers = HTTPHeaderFields()
        headers.append("Accept", "application/json")
        headers.append("User-Agent", PhotoTUIVersion.userAgent)
        return HTTPRequest(url: url, headers: headers, connectTimeout: configuration.connectTimeout, timeout: configuration.timeout,
                           answerTimeout: configuration.answerDeadline)
    }

    /// `baseURL/v1` + `path` + a strictly encoded query.
    func url(path: String, parameters: [(String, String)]) -> URL {
        Self.url(base: configuration.baseURL, path: path, parameters: parameters)
    }

    private static func url(base baseURL: URL, path: String, parameters: [(String, String)]) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/v1") { base.removeLast(3) }
        let query = parameters.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return URL(string: base + "/v1" + path + (query.isEmpty ? "" : "?" + query))!
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlUnreserved) ?? ""
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
        if let seconds = RetryAfter.seconds(header, now: now) { return seconds }
        if let range = body.range(of: #"available in (\d+) second"#, options: .regularExpression) {
            return Int(body[range].filter(\.isNumber))
        }
        return nil
    }

    /// Openverse's throttle headers: `X-RateLimit-Limit-<scope>: 200/day` and
    /// `X-RateLimit-Available-<scope>: 180`. The daily scope is the one worth showing.
    static func rateLimit(in headers: HTTPHeaderFields) -> RateLimit? {
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
        return best
    }

    /// Remembers photos of a list so that opening one needs no detail request.
    private func remember(_ photos: [Photo]) {
        seen.withLock { seen in
            for photo in photos { seen.store(photo, for: photo.id, cost: 0) }
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
        if let known = seen.withLock({ $0.value(for: id) }), known.credit?.attribution != nil {
            listAnswers.withLock { $0 += 1 }
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

    public var rateLimit: Observable<RateLimit?> { engine.rateLimit }
}
