import EventStream
import Foundation
import Logging
import PhotoModel

/// The one way PhotoCore's API clients ask a server for something. ``UnsplashClient`` and
/// ``OpenverseClient`` build the request (URL, headers) and read the answer (decoding, error
/// bodies); everything between is here:
///
/// 1. **Cache.** A fresh answer in the ``ResponseCache`` is delivered at once. A stale one with an
///    `ETag` makes the request conditional (`If-None-Match`); a `304` delivers the stored answer,
///    fresh again.
/// 2. **Sharing.** Everyone asking for the same request while it is in flight waits on one
///    transfer. A waiter that disposes leaves; the last one leaving cancels the transfer, or the
///    wait before its next try, for good.
/// 3. **Credentials.** A ``RequestAuthorizer`` adds them just before sending, and renews them
///    once on a `401` to a request that carried them.
/// 4. **Retries.** Idempotent requests are tried again after timeouts, broken connections and
///    5xx (``RetryPolicy``: capped exponential backoff with jitter), and after a `429` or `503`
///    when its `Retry-After` (seconds or an HTTP date) ends soon enough.
/// 5. **One deadline.** A person waits at most `answerDeadline` (15 s) for an answer to begin,
///    retries included: each try is given what is left as its transport's answer timeout, no try
///    starts once it is spent, and a server that never answered is reported as
///    ``PhotoServiceError/noAnswer(host:seconds:)`` with the whole wait.
/// 6. **Holding back.** After a `429` whose `Retry-After` is too long to wait, nothing more is
///    sent until it has passed; requests meanwhile fail at once with
///    ``PhotoServiceError/throttled(retryAfter:message:)`` and the seconds left.
/// 7. **Quota.** The figures the client reads from each answer's headers are published
///    (``rateLimit``).
///
/// All timing (backoff waits, the deadline's clock, cache lifetimes, the hold) is the
/// scheduler's, so the whole of it is tested in virtual time over a fake ``HTTPTransport``.
/// Answers are delivered on whatever thread finished them; callers `observe(on:)` their own.
public final class RequestEngine: Sendable {
    /// What the engine needs to know from its client.
    public struct Configuration: Sendable {
        public var retry: RetryPolicy
        /// Seconds a person waits for an answer to begin, every try included.
        public var answerDeadline: TimeInterval
        /// How long a successful answer stays fresh in the cache; `nil` keeps it out.
        public var cacheLifetime: @Sendable (HTTPResponse) -> TimeInterval?
        /// The quota figures in an answer's headers, when it has them.
        public var rateLimit: @Sendable (HTTPHeaderFields) -> RateLimit?
        /// The random factor (0.5...1) each backoff is scaled by.
        public var jitter: @Sendable () -> Double

        /// Creates a configuration.
        public init(
            retry: RetryPolicy = RetryPolicy(), answerDeadline: TimeInterval = TimeInterval(NetworkLimits.answerSeconds),
            cacheLifetime: @escaping @Sendable (HTTPResponse) -> TimeInterval? = { _ in 300 },
            rateLimit: @escaping @Sendable (HTTPHeaderFields) -> RateLimit? = { headers in RateLimit(header: { headers[$0] }) },
            jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1) }
        ) {
            self.retry = retry
            self.answerDeadline = answerDeadline
            self.cacheLifetime = cacheLifetime
            self.rateLimit = rateLimit
            self.jitter = jitter
        }
    }

    /// What a waiter is called with.
    public typealias Completion = @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void

    /// One try of a request, as it travels through callbacks.
    private struct Attempt: Sendable {
        let key: String
        let flightID: Int
        /// As the client built it: no validator, no credentials, its own answer timeout.
        let request: HTTPRequest
        let cacheable: Bool
        /// When the first try started: the deadline counts from here.
        let startedAt: Date
        var number = 1
        /// A `401` was answered by renewing the credentials already.
        var renewedCredentials = false
    }

    /// A request in flight and those waiting for it.
    private struct Flight {
        let id: Int
        var waiters: [Int: Completion] = [:]
        /// The current transfer, or the wait before the next try.
        var work: Disposable?
        /// Bumped whenever `work` is replaced, so a late store of an older one is refused.
        var step = 0
    }

    private struct State {
        var flights: [String: Flight] = [:]
        var nextID = 0
        /// No request is sent before this (a `429`'s `Retry-After`).
        var heldUntil: Date?
        var cacheHits = 0
    }

    public let configuration: Configuration
    private let transport: any HTTPTransport
    private let scheduler: SharedScheduler
    private let cache: ResponseCache
    private let authorizer: (any RequestAuthorizer)?
    private let logger: Logger
    private let state = Locked(State())
    private let rateLimits = CrossThreadObserver(BehaviorSubject<RateLimit?>(value: nil))

    /// Creates an engine sending through `transport`, timing on `scheduler`, keeping answers in `cache`.
    public init(
        transport: any HTTPTransport, scheduler: Scheduler, cache: ResponseCache, configuration: Configuration = Configuration(),
        authorizer: (any RequestAuthorizer)? = nil, logger: Logger = Logger(label: "photo-tui.http")
    ) {
        self.transport = transport
        self.scheduler = SharedScheduler(scheduler)
        self.cache = cache
        self.configuration = configuration
        self.authorizer = authorizer
        self.logger = logger
    }

    /// The quota figures of every answer that carried them, starting with `nil`.
    public var rateLimit: Observable<RateLimit?> { rateLimits.observer.asObservable() }

    /// The quota figures of the latest answer that carried them.
    public var currentRateLimit: RateLimit? { (try? rateLimits.observer.value()) ?? nil }

    /// Requests answered from the cache without a transfer.
    public var cacheHits: Int { state.withLock { $0.cacheHits } }

    /// The answer to `request` (any status: the client reads errors from it), or why none came.
    /// Disposing leaves; the last waiter to leave cancels the transfer.
    public func response(to request: HTTPRequest, cacheable: Bool = true) -> Single<HTTPResponse> {
        value(for: request, cacheable: cacheable) { $0 }
    }

    /// The answer to `request` read by `decode`, which throws for a status or body it cannot
    /// use; a successful answer that does not decode leaves the cache, so it is not served again.
    public func value<T: Sendable>(
        for request: HTTPRequest, cacheable: Bool = true,
        decode: @escaping @Sendable (HTTPResponse) throws(PhotoServiceError) -> T
    ) -> Single<T> {
        Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let handle = fetch(request, cacheable: cacheable, decode: decode) { callback.observer($0.mapError { $0 }) }
            return Disposables.create { handle.cancel() }
        }
    }

    /// ``value(for:cacheable:decode:)`` with a callback: `completion` runs once, on any thread,
    /// unless the returned handle is cancelled first.
    @discardableResult
    public func fetch<T: Sendable>(
        _ request: HTTPRequest, cacheable: Bool = true,
        decode: @escaping @Sendable (HTTPResponse) throws(PhotoServiceError) -> T,
        completion: @escaping @Sendable (Result<T, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        let key = Self.key(for: request)
        return fetch(request, cacheable: cacheable) { [cache] result in
            switch result {
            case .success(let response):
                do throws(PhotoServiceError) {
                    completion(.success(try decode(response)))
                } catch {
                    if cacheable && response.isSuccess { cache.remove(key) }
                    completion(.failure(error))
                }
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    /// Starts `request`, or joins it when the same one is in flight; `completion` gets the answer.
    @discardableResult
    public func fetch(_ request: HTTPRequest, cacheable: Bool = true, completion: @escaping Completion) -> TransferHandle {
        let cacheable = cacheable && request.isIdempotent
        let key = Self.key(for: request)
        if cacheable, let cached = cache.response(for: key) {
            state.withLock { $0.cacheHits += 1 }
            logger.debug("cache hit \(Self.redacted(request.url))")
            completion(.success(cached))
            return TransferHandle {}
        }
        let (flightID, waiterID, isNew) = state.withLock { state in
            state.nextID += 1
            let waiterID = state.nextID
            if var flight = state.flights[key] {
                flight.waiters[waiterID] = completion
                state.flights[key] = flight
                return (flight.id, waiterID, false)
            }
            state.nextID += 1
            var flight = Flight(id: state.nextID)
            flight.waiters[waiterID] = completion
            state.flights[key] = flight
            return (flight.id, waiterID, true)
        }
        if isNew {
            start(Attempt(key: key, flightID: flightID, request: request, cacheable: cacheable, startedAt: scheduler.now), replacing: nil)
        } else {
            logger.debug("sharing the request in flight for \(Self.redacted(request.url))")
        }
        return TransferHandle { [weak self] in self?.leave(key: key, flightID: flightID, waiterID: waiterID) }
    }

    /// Forgets the cached answer to `request`.
    public func forget(_ request: HTTPRequest) { cache.remove(Self.key(for: request)) }

    /// The cache key: method and URL, never a header (credentials stay out of it). A request that
    /// is not idempotent gets a key of its own, so it is never shared.
    static func key(for request: HTTPRequest) -> String {
        let key = request.method.uppercased() + " " + request.url.absoluteString
        return request.isIdempotent ? key : key + " #" + UUID().uuidString
    }

    /// A URL for the log, with any `client_id` parameter masked.
    package static func redacted(_ url: URL) -> String { SecretRedactor(secrets: []).redact(url.absoluteString) }

    // MARK: - Tries

    private func start(_ attempt: Attempt, replacing refused: HTTPRequest?) {
        let now = scheduler.now
        if let wait = heldWait(at: now) {
            finish(attempt, .failure(.throttled(retryAfter: wait, message: "")))
            return
        }
        let remaining = attempt.startedAt.addingTimeInterval(configuration.answerDeadline).timeIntervalSince(now)
        guard remaining > 0 else {
            finish(attempt, .failure(noAnswer(attempt, reported: 0)))
            return
        }
        var request = attempt.request
        request.answerTimeout = min(request.answerTimeout, remaining)
        if attempt.cacheable, let etag = cache.validator(for: attempt.key) { request.headers.append("If-None-Match", etag) }
        guard let authorizer else { return transmit(request, attempt) }
        authorizer.authorize(request, replacing: refused) { [self] result in
            switch result {
            case .success(let authorized): transmit(authorized, attempt)
            case .failure(let error): finish(attempt, .failure(error))
            }
        }
    }

    private func transmit(_ request: HTTPRequest, _ attempt: Attempt) {
        guard let step = nextStep(of: attempt) else { return }
        logger.debug("\(request.method) \(Self.redacted(request.url)) try \(attempt.number)")
        let subscription = transport.send(request).subscribe { [self] result in
            received(result.mapError { $0 as? PhotoServiceError ?? .transport(code: -1, message: "\($0)") }, for: request, attempt)
        }
        keep(subscription, for: attempt, step: step)
    }

    private func received(_ result: Result<HTTPResponse, PhotoServiceError>, for request: HTTPRequest, _ attempt: Attempt) {
        guard isLive(attempt) else { return }
        switch result {
        case .success(let response):
            if let figures = configuration.rateLimit(response.headers) { rateLimits.observer.onNext(figures) }
            logger.debug("HTTP \(response.status) for \(Self.redacted(request.url)) over HTTP/\(response.httpVersion ?? "?")")
            answered(response, to: request, attempt)
        case .failure(let error):
            if configuration.retry.shouldRetry(error, attempt: attempt.number, isIdempotent: request.isIdempotent),
               let wait = waitBeforeRetry(attempt, retryAfter: nil) {
                retry(attempt, after: wait, because: error.userMessage)
                return
            }
            if case .noAnswer(_, let seconds) = error {
                finish(attempt, .failure(noAnswer(attempt, reported: seconds)))
            } else {
                finish(attempt, .failure(error))
            }
        }
    }

    private func answered(_ response: HTTPResponse, to request: HTTPRequest, _ attempt: Attempt) {
        if response.status == 304, attempt.cacheable, let stored = cache.revalidated(attempt.key, lifetime: configuration.cacheLifetime(response)) {
            // Not modified: the stored answer is fresh again, and nothing more to store.
            return finish(attempt, .success(stored))
        }
        if response.status == 401, !attempt.renewedCredentials, let authorizer, authorizer.carriesCredentials(request) {
            // The credentials may have been revoked or expired early: renew them, once.
            var renewed = attempt
            renewed.renewedCredentials = true
            return start(renewed, replacing: request)
        }
        let retryAfter = [429, 503].contains(response.status) ? RetryAfter.seconds(response.headers["Retry-After"], now: scheduler.now) : nil
        let retryable = (500..<600).contains(response.status) || (response.status == 429 && retryAfter != nil)
        if retryable, request.isIdempotent, attempt.number < configuration.retry.maxAttempts,
           let wait = waitBeforeRetry(attempt, retryAfter: retryAfter) {
            return retry(attempt, after: wait, because: "HTTP \(response.status)")
        }
        if response.status == 429, let retryAfter, retryAfter > 0 { hold(for: retryAfter) }
        if response.isSuccess, attempt.cacheable, let lifetime = configuration.cacheLifetime(response) {
            cache.store(response, for: attempt.key, lifetime: lifetime)
        }
        finish(attempt, .success(response))
    }

    /// Seconds to wait before the next try (the server's `Retry-After` when it gave one, else the
    /// backoff), or `nil` when the next try could not begin before the deadline.
    private func waitBeforeRetry(_ attempt: Attempt, retryAfter: Int?) -> TimeInterval? {
        let wait = retryAfter.map(TimeInterval.init) ?? configuration.retry.delay(afterAttempt: attempt.number, jitter: configuration.jitter())
        let deadline = attempt.startedAt.addingTimeInterval(configuration.answerDeadline)
        return scheduler.now.addingTimeInterval(wait) < deadline ? wait : nil
    }

    private func retry(_ attempt: Attempt, after wait: TimeInterval, because reason: String) {
        guard let step = nextStep(of: attempt) else { return }
        logger.info("retrying \(Self.redacted(attempt.request.url)) in \(Int((wait * 1000).rounded())) ms after: \(reason)")
        var next = attempt
        next.number += 1
        let timer = scheduler.schedule(after: wait) { [self, next] in start(next, replacing: nil) }
        keep(timer, for: attempt, step: step)
    }

    /// The server never began to answer: the error names the host and the whole wait, which is
    /// what the person sat through (every try included), at most the deadline.
    private func noAnswer(_ attempt: Attempt, reported: Int) -> PhotoServiceError {
        let waited = Int(scheduler.now.timeIntervalSince(attempt.startedAt).rounded())
        let seconds = min(Int(configuration.answerDeadline.rounded()), max(reported, waited))
        return .noAnswer(host: attempt.request.url.host ?? "the server", seconds: max(1, seconds))
    }

    // MARK: - Holding back

    private func hold(for seconds: Int) {
        let until = scheduler.now.addingTimeInterval(TimeInterval(seconds))
        state.withLock { $0.heldUntil = max($0.heldUntil ?? until, until) }
        logger.notice("holding requests for \(seconds) s (Retry-After)")
    }

    /// Seconds left of the hold, or `nil` when requests may be sent.
    private func heldWait(at now: Date) -> Int? {
        state.withLock { state in
            guard let until = state.heldUntil else { return nil }
            let left = until.timeIntervalSince(now)
            if left <= 0 {
                state.heldUntil = nil
                return nil
            }
            return Int(left.rounded(.up))
        }
    }

    // MARK: - Waiters

    private func isLive(_ attempt: Attempt) -> Bool {
        state.withLock { $0.flights[attempt.key]?.id == attempt.flightID }
    }

    /// Marks that the flight's work is about to be replaced; `nil` when nobody waits any more.
    private func nextStep(of attempt: Attempt) -> Int? {
        state.withLock { state in
            guard var flight = state.flights[attempt.key], flight.id == attempt.flightID else { return nil }
            flight.step += 1
            state.flights[attempt.key] = flight
            return flight.step
        }
    }

    /// Keeps `work` as what a cancel stops, unless the flight moved on (or ended) meanwhile:
    /// then the work is stale and is disposed.
    private func keep(_ work: Disposable, for attempt: Attempt, step: Int) {
        let stale: Disposable? = state.withLock { state in
            guard var flight = state.flights[attempt.key], flight.id == attempt.flightID, flight.step == step else { return work }
            flight.work = work
            state.flights[attempt.key] = flight
            return nil
        }
        stale?.dispose()
    }

    private func leave(key: String, flightID: Int, waiterID: Int) {
        let work: Disposable? = state.withLock { state in
            guard var flight = state.flights[key], flight.id == flightID, flight.waiters.removeValue(forKey: waiterID) != nil
            else { return nil }
            guard flight.waiters.isEmpty else {
                state.flights[key] = flight
                return nil
            }
            // The last one waiting went away: stop the transfer (or the wait for a retry) for good.
            state.flights[key] = nil
            return flight.work ?? Disposables.create()
        }
        if let work {
            logger.debug("nobody waits any more: cancelled \(SecretRedactor(secrets: []).redact(key))")
            work.dispose()
        }
    }

    /// Hands `outcome` to everyone waiting for the attempt's flight.
    private func finish(_ attempt: Attempt, _ outcome: Result<HTTPResponse, PhotoServiceError>) {
        let waiters: [Completion] = state.withLock { state in
            guard let flight = state.flights[attempt.key], flight.id == attempt.flightID else { return [] }
            state.flights[attempt.key] = nil
            return flight.waiters.sorted { $0.key < $1.key }.map(\.value)
        }
        if case .failure(let error) = outcome { logger.notice("\(Self.redacted(attempt.request.url)) failed: \(error.userMessage)") }
        for waiter in waiters { waiter(outcome) }
    }
}
