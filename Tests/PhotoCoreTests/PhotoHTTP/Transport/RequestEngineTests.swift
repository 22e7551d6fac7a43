import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

/// The request engine over a scripted transport, in virtual time (milliseconds): sharing,
/// cancelling, retries and their waits, `Retry-After`, the one deadline, the cache.
@Suite("Request engine")
struct RequestEngineTests {
    /// What a waiter received, and when.
    enum Outcome: Equatable {
        case answer(Int, status: Int, body: String)
        case failure(Int, PhotoServiceError)
    }

    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Outcome] = []
        func append(_ outcome: Outcome) { lock.withLock { list.append(outcome) } }
        var all: [Outcome] { lock.withLock { list } }
    }

    /// An engine over a ``FakeTransport``, both on one virtual clock.
    final class Harness {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let transport: FakeTransport
        let engine: RequestEngine
        let cache: ResponseCache

        init(
            replies: [FakeTransport.Reply], retry: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: 0.4, maxDelay: 5),
            deadline: TimeInterval = 15, lifetime: TimeInterval? = 300, memoryCount: Int = 256,
            authorizer: RequestAuthorizer? = nil
        ) {
            transport = FakeTransport(scheduler: scheduler, replies: replies)
            cache = ResponseCache(store: nil, scheduler: scheduler, memoryCount: memoryCount)
            engine = RequestEngine(
                transport: transport, scheduler: scheduler, cache: cache,
                configuration: .init(retry: retry, answerDeadline: deadline, cacheLifetime: { _ in lifetime }, jitter: { 1 }),
                authorizer: authorizer)
        }

        func request(_ path: String) -> HTTPRequest { HTTPRequest(url: URL(string: "https://api.example.com\(path)")!) }

        /// Asks for `path` at `time` (and leaves at `leave`); what arrives is recorded with its time.
        @discardableResult
        func ask(_ path: String = "/photos", at time: Int, leave: Int? = nil, into outcomes: Outcomes = Outcomes()) -> Outcomes {
            let subscription = SerialDisposable()
            scheduler.scheduleAt(time) { [self] in
                subscription.disposable = engine.response(to: request(path)).subscribe { [scheduler] result in
                    switch result {
                    case .success(let response):
                        outcomes.append(.answer(scheduler.clock, status: response.status, body: String(decoding: response.body, as: UTF8.self)))
                    case .failure(let error):
                        outcomes.append(.failure(scheduler.clock, error as! PhotoServiceError))
                    }
                }
            }
            if let leave { scheduler.scheduleAt(leave) { subscription.dispose() } }
            return outcomes
        }

        func run() { scheduler.start() }
    }

    // MARK: - Sharing and cancelling

    @Test func identicalRequestsInFlightShareOneTransfer() {
        let harness = Harness(replies: [.answer(.fake(200, [], "page"), after: 300)])
        let outcomes = Outcomes()
        harness.ask(at: 200, into: outcomes)
        harness.ask(at: 250, into: outcomes)
        harness.ask("/topics", at: 260, into: outcomes)
        harness.run()
        #expect(harness.transport.sent.map(\.url) == ["https://api.example.com/photos", "https://api.example.com/topics"])
        #expect(outcomes.all == [.answer(500, status: 200, body: "page"), .answer(500, status: 200, body: "page"),
                                 .answer(560, status: 200, body: "page")])
    }

    @Test func theTransferIsCancelledOnlyWhenTheLastWaiterLeaves() {
        let harness = Harness(replies: [.answer(.fake(200, [], "late"), after: 1000)])
        let first = harness.ask(at: 200, leave: 300)
        let second = harness.ask(at: 250, leave: 400)
        let third = harness.ask(at: 500)
        harness.run()
        #expect(harness.transport.cancelled == [400])
        #expect(first.all.isEmpty && second.all.isEmpty)
        // Asked again after the cancel: a transfer of its own.
        #expect(harness.transport.sendTimes == [200, 500])
        #expect(third.all == [.answer(1500, status: 200, body: "late")])
    }

    @Test func leavingDuringTheWaitBeforeARetryStopsTheRetry() {
        let harness = Harness(replies: [.answer(.fake(503), after: 100), .answer(.fake(200), after: 100)])
        let outcomes = harness.ask(at: 200, leave: 500)
        harness.run()
        // The retry was due at 700 (300 + 400 ms of backoff).
        #expect(harness.transport.sendTimes == [200])
        #expect(outcomes.all.isEmpty)
    }

    // MARK: - Retries

    @Test func a5xxIsRetriedWithCappedExponentialBackoff() {
        let harness = Harness(
            replies: [.answer(.fake(503), after: 100), .answer(.fake(502), after: 100), .answer(.fake(500), after: 100),
                      .answer(.fake(200, [], "ok"), after: 100)],
            retry: RetryPolicy(maxAttempts: 4, baseDelay: 0.4, maxDelay: 1))
        let outcomes = harness.ask(at: 200)
        harness.run()
        // Waits of 400, 800, then 1000 (1600 capped) after each answer.
        #expect(harness.transport.sendTimes == [200, 700, 1600, 2700])
        #expect(outcomes.all == [.answer(2800, status: 200, body: "ok")])
    }

    @Test func afterTheLastTryTheFailingAnswerIsDelivered() {
        let harness = Harness(replies: [.answer(.fake(503, [], "down"), after: 100)])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200, 700, 1600])
        #expect(outcomes.all == [.answer(1700, status: 503, body: "down")])
    }

    @Test func a4xxIsNeverRetriedButABrokenConnectionIs() {
        let missing = Harness(replies: [.answer(.fake(404), after: 100)])
        let notFound = missing.ask(at: 200)
        missing.run()
        #expect(missing.transport.sendTimes == [200])
        #expect(notFound.all == [.answer(300, status: 404, body: "{}")])

        let broken = Harness(replies: [.failure(.connectionLost, after: 50), .answer(.fake(200), after: 100)])
        let recovered = broken.ask(at: 200)
        broken.run()
        #expect(broken.transport.sendTimes == [200, 650])
        #expect(recovered.all == [.answer(750, status: 200, body: "{}")])
    }

    @Test func aRetryAfterInSecondsIsWaitedInsteadOfTheBackoff() {
        let harness = Harness(replies: [.answer(.fake(503, [("Retry-After", "2")]), after: 100), .answer(.fake(200), after: 100)])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200, 2300])
        #expect(outcomes.all == [.answer(2400, status: 200, body: "{}")])
    }

    @Test func aRetryAfterAsAnHTTPDateIsWaitedToo() {
        // The virtual clock starts at the epoch: 3 s after it, less the 300 ms already gone.
        let harness = Harness(replies: [.answer(.fake(429, [("Retry-After", "Thu, 01 Jan 1970 00:00:03 GMT")]), after: 100),
                                        .answer(.fake(200), after: 100)])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200, 3300])
        #expect(outcomes.all == [.answer(3400, status: 200, body: "{}")])
    }

    @Test func a429WithoutRetryAfterIsNotRetried() {
        let harness = Harness(replies: [.answer(.fake(429), after: 100)])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200])
        #expect(outcomes.all == [.answer(300, status: 429, body: "{}")])
    }

    @Test func aRetryAfterPastTheDeadlineHoldsEveryRequestUntilItEnds() {
        let harness = Harness(replies: [.answer(.fake(429, [("Retry-After", "60")]), after: 100), .answer(.fake(200), after: 100)])
        let throttled = harness.ask(at: 200)
        let held = harness.ask("/topics", at: 10_300)
        let later = harness.ask("/topics", at: 60_300)
        harness.run()
        #expect(throttled.all == [.answer(300, status: 429, body: "{}")])
        #expect(held.all == [.failure(10_300, .throttled(retryAfter: 50, message: ""))])
        #expect(harness.transport.sendTimes == [200, 60_300])
        #expect(later.all == [.answer(60_400, status: 200, body: "{}")])
    }

    // MARK: - The deadline

    @Test func retriesCountInsideTheDeadline() {
        let harness = Harness(replies: [.answer(.fake(503), after: 1000), .silence])
        let outcomes = harness.ask(at: 200)
        harness.run()
        // The second try has what is left of the 15 s: 13.6 s.
        #expect(harness.transport.sent.map { Int(($0.answerTimeout * 1000).rounded()) } == [15_000, 13_600])
        #expect(harness.transport.sendTimes == [200, 1600])
        #expect(outcomes.all == [.failure(15_200, .noAnswer(host: "api.example.com", seconds: 15))])
    }

    @Test func aServerThatNeverAnswersIsReportedOnceAtTheDeadline() {
        let harness = Harness(replies: [.silence])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200])
        #expect(outcomes.all == [.failure(15_200, .noAnswer(host: "api.example.com", seconds: 15))])
        #expect(PhotoServiceError.noAnswer(host: "api.example.com", seconds: 15).userMessage
            == "Could not reach api.example.com: no answer in 15 s.")
    }

    @Test func noRetryStartsWhoseWaitWouldEndPastTheDeadline() {
        let harness = Harness(replies: [.answer(.fake(503), after: 14_700), .answer(.fake(200), after: 10)])
        let outcomes = harness.ask(at: 200)
        harness.run()
        #expect(harness.transport.sendTimes == [200])
        #expect(outcomes.all == [.answer(14_900, status: 503, body: "{}")])
    }

    @Test func aTimeoutIsRetriedOnlyWhileTheDeadlineAllows() {
        let harness = Harness(replies: [.failure(.timedOut, after: 7000)], retry: RetryPolicy(maxAttempts: 5, baseDelay: 0.4, maxDelay: 5))
        let outcomes = harness.ask(at: 0)
        harness.run()
        // A third try would start at 15.2 s (14.4 s + 800 ms), past the deadline.
        #expect(harness.transport.sendTimes == [0, 7400])
        #expect(harness.transport.sent.map { Int(($0.answerTimeout * 1000).rounded()) } == [15_000, 7_600])
        #expect(outcomes.all == [.failure(14_400, .timedOut)])
    }

    // MARK: - The cache

    @Test func freshAnswersComeFromTheCacheUntilTheirLifetimeEnds() {
        let harness = Harness(replies: [.answer(.fake(200, [], "v1"), after: 100), .answer(.fake(200, [], "v2"), after: 100)], lifetime: 60)
        let outcomes = Outcomes()
        harness.ask(at: 0, into: outcomes)
        harness.ask(at: 60_099, into: outcomes)
        harness.ask(at: 60_100, into: outcomes)
        harness.run()
        #expect(harness.transport.sendTimes == [0, 60_100])
        #expect(outcomes.all == [.answer(100, status: 200, body: "v1"), .answer(60_099, status: 200, body: "v1"),
                                 .answer(60_200, status: 200, body: "v2")])
        #expect(harness.engine.cacheHits == 1)
    }

    @Test func aStaleAnswerIsRevalidatedWithItsETagAndReusedOn304() {
        let harness = Harness(replies: [.answer(.fake(200, [("ETag", "\"p1\"")], "page"), after: 100),
                                        .answer(.fake(304, [("ETag", "\"p1\"")], ""), after: 100)], lifetime: 60)
        let outcomes = Outcomes()
        harness.ask(at: 0, into: outcomes)
        harness.ask(at: 70_000, into: outcomes)
        harness.ask(at: 100_000, into: outcomes)  // fresh again after the 304
        harness.run()
        #expect(harness.transport.sent.map(\.validator) == [nil, "\"p1\""])
        #expect(outcomes.all == [.answer(100, status: 200, body: "page"), .answer(70_100, status: 200, body: "page"),
                                 .answer(100_000, status: 200, body: "page")])
    }

    @Test func anAnswerThatFallsOutOfTheBoundedCacheIsAskedForAgain() {
        let harness = Harness(replies: [.answer(.fake(200), after: 10)], memoryCount: 1)
        harness.ask("/a", at: 0)
        harness.ask("/b", at: 100)
        harness.ask("/b", at: 200)
        harness.ask("/a", at: 300)
        harness.run()
        #expect(harness.transport.sent.map(\.url).map { $0.replacingOccurrences(of: "https://api.example.com", with: "") }
            == ["/a", "/b", "/a"])
    }

    @Test func aSuccessThatDoesNotDecodeLeavesTheCache() {
        let harness = Harness(replies: [.answer(.fake(200, [], "not json"), after: 10), .answer(.fake(200, [], "[]"), after: 10)])
        let failures = Outcomes()
        harness.scheduler.scheduleAt(0) {
            _ = harness.engine.value(for: harness.request("/x")) { response throws(PhotoServiceError) -> Int in
                guard response.body == Data("[]".utf8) else { throw .malformedBody(endpoint: "GET /x", field: "", detail: "bad") }
                return 0
            }.subscribe { if case .failure(let error) = $0 { failures.append(.failure(harness.scheduler.clock, error as! PhotoServiceError)) } }
        }
        let again = harness.ask("/x", at: 100)
        harness.run()
        #expect(failures.all == [.failure(10, .malformedBody(endpoint: "GET /x", field: "", detail: "bad"))])
        #expect(harness.transport.sendTimes == [0, 100])
        #expect(again.all == [.answer(110, status: 200, body: "[]")])
    }

    // MARK: - Quota and credentials

    @Test func everyAnswersQuotaFiguresArePublished() {
        let harness = Harness(replies: [.answer(.fake(200, [("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "49")]), after: 10),
                                        .answer(.fake(403, [("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "0")]), after: 10)])
        let figures = Outcomes()
        let subscription = harness.engine.rateLimit.subscribe(onNext: { figures.append(.answer(0, status: $0?.remaining ?? -1, body: "")) })
        harness.ask("/a", at: 0)
        harness.ask("/b", at: 100)
        harness.run()
        subscription.dispose()
        #expect(figures.all.map { if case .answer(_, let remaining, _) = $0 { return remaining } else { return -2 } } == [-1, 49, 0])
        #expect(harness.engine.currentRateLimit == RateLimit(limit: 50, remaining: 0))
    }

    /// Hands out tokens `t1`, `t2`, … and renews when a request carrying one was refused.
    final class CountingAuthorizer: RequestAuthorizer, @unchecked Sendable {
        private let lock = NSLock()
        private var issued = 0
        var tokensIssued: Int { lock.withLock { issued } }

        func authorize(_ request: HTTPRequest, replacing refused: HTTPRequest?,
                       completion: @escaping @Sendable (Result<HTTPRequest, PhotoServiceError>) -> Void) {
            let token: Int = lock.withLock {
                if issued == 0 || refused != nil { issued += 1 }
                return issued
            }
            var authorized = request
            authorized.headers.append("Authorization", "Bearer t\(token)")
            completion(.success(authorized))
        }

        func carriesCredentials(_ request: HTTPRequest) -> Bool { request.headers["Authorization"] != nil }
    }

    @Test func refusedCredentialsAreRenewedOnceAndTheRequestSentAgain() {
        let authorizer = CountingAuthorizer()
        let harness = Harness(replies: [.answer(.fake(401), after: 10), .answer(.fake(200, [], "ok"), after: 10)], authorizer: authorizer)
        let renewed = harness.ask("/a", at: 0)
        harness.run()
        #expect(harness.transport.sent.map(\.authorization) == ["Bearer t1", "Bearer t2"])
        #expect(renewed.all == [.answer(20, status: 200, body: "ok")])

        let refusing = Harness(replies: [.answer(.fake(401, [], "no"), after: 10)], authorizer: CountingAuthorizer())
        let refused = refusing.ask("/a", at: 0)
        refusing.run()
        // Renewed once, refused again: the refusal is the answer, not a loop.
        #expect(refusing.transport.sent.map(\.authorization) == ["Bearer t1", "Bearer t2"])
        #expect(refused.all == [.answer(20, status: 401, body: "no")])
    }
}
