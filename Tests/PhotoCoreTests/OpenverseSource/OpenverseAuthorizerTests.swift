import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import OpenverseSource
@testable import PhotoHTTP

/// Openverse's token flow in virtual time over a scripted transport: one fetch for everyone
/// waiting, renewal a minute before expiry and after a refusal, and the token only for its host.
@Suite("Openverse authorizer")
struct OpenverseAuthorizerTests {
    private let api = URL(string: "https://api.openverse.example")!

    private func authorizer(_ scheduler: TestScheduler, _ transport: FakeTransport) -> OpenverseAuthorizer {
        OpenverseAuthorizer(
            credentials: OpenverseCredentials(clientID: "id", clientSecret: "secret"),
            tokenURL: api.appendingPathComponent("v1/auth_tokens/token/"), apiURL: api, template: HTTPRequest(url: api),
            transport: transport, scheduler: scheduler, logger: .init(label: "test"))
    }

    /// Token `t1`, `t2`, … for two minutes each, 100 ms after asking.
    private func tokens(_ scheduler: TestScheduler) -> FakeTransport {
        FakeTransport(scheduler: scheduler) { index, _ in
            .answer(.fake(200, [], #"{"access_token": "t\#(index + 1)", "expires_in": 120}"#), after: 100)
        }
    }

    /// Authorizes a request for `url` at `time`, recording its `Authorization` with the time.
    private func authorize(_ authorizer: OpenverseAuthorizer, _ url: URL, at time: Int, replacing refused: String? = nil,
                           on scheduler: TestScheduler, into headers: RequestEngineTests.Outcomes) {
        scheduler.scheduleAt(time) {
            var refusedRequest: HTTPRequest?
            if let refused {
                refusedRequest = HTTPRequest(url: url)
                refusedRequest?.headers.append("Authorization", "Bearer \(refused)")
            }
            authorizer.authorize(HTTPRequest(url: url), replacing: refusedRequest) { result in
                switch result {
                case .success(let request): headers.append(.answer(scheduler.clock, status: 0, body: request.headers["Authorization"] ?? "none"))
                case .failure(let error): headers.append(.failure(scheduler.clock, error))
                }
            }
        }
    }

    @Test func oneFetchIsSharedAndTheTokenIsRenewedAMinuteBeforeItLapses() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let transport = tokens(scheduler)
        let authorizer = authorizer(scheduler, transport)
        let headers = RequestEngineTests.Outcomes()
        let images = api.appendingPathComponent("v1/images/")
        for time in [0, 50, 59_000, 60_200] { authorize(authorizer, images, at: time, on: scheduler, into: headers) }
        scheduler.start()
        // t1 lapses at 120.1 s: from 60.1 s on it is renewed first.
        #expect(transport.sendTimes == [0, 60_200])
        #expect(headers.all == [.answer(100, status: 0, body: "Bearer t1"), .answer(100, status: 0, body: "Bearer t1"),
                                .answer(59_000, status: 0, body: "Bearer t1"), .answer(60_300, status: 0, body: "Bearer t2")])
    }

    @Test func aRefusedTokenIsReplacedOnceHoweverManyWereRefused() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let transport = tokens(scheduler)
        let authorizer = authorizer(scheduler, transport)
        let headers = RequestEngineTests.Outcomes()
        let images = api.appendingPathComponent("v1/images/")
        authorize(authorizer, images, at: 0, on: scheduler, into: headers)
        // Two requests refused with t1 at once: one new token, not two.
        authorize(authorizer, images, at: 1000, replacing: "t1", on: scheduler, into: headers)
        authorize(authorizer, images, at: 1000, replacing: "t1", on: scheduler, into: headers)
        authorize(authorizer, images, at: 2000, replacing: "t1", on: scheduler, into: headers)
        scheduler.start()
        #expect(transport.sendTimes == [0, 1000])
        #expect(headers.all.map { if case .answer(_, _, let value) = $0 { return value } else { return "failed" } }
            == ["Bearer t1", "Bearer t2", "Bearer t2", "Bearer t2"])
    }

    @Test func anotherHostGetsNoTokenAndWrongCredentialsAreSaidSo() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let refusing = FakeTransport(scheduler: scheduler, replies: [.answer(.fake(401, [], #"{"error":"invalid_client"}"#), after: 100)])
        let authorizer = authorizer(scheduler, refusing)
        let headers = RequestEngineTests.Outcomes()
        authorize(authorizer, URL(string: "https://live.staticflickr.com/1/2.jpg")!, at: 0, on: scheduler, into: headers)
        authorize(authorizer, api.appendingPathComponent("v1/images/"), at: 10, on: scheduler, into: headers)
        scheduler.start()
        #expect(headers.all == [.answer(0, status: 0, body: "none"),
                                .failure(110, .refused(message: "Openverse did not accept [openverse] client_id and client_secret"))])
        #expect(refusing.sent.map(\.url) == ["https://api.openverse.example/v1/auth_tokens/token/"])
    }
}
