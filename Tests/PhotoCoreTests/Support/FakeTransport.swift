import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

/// An ``HTTPTransport`` that answers from a script in virtual time, recording what was sent and
/// when, and when a transfer was cancelled. A silent server fails at the request's answer
/// timeout with ``PhotoServiceError/noAnswer(host:seconds:)``, as libcurl's transfer does.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    /// How the server answers one request.
    enum Reply {
        /// This answer, `after` milliseconds.
        case answer(HTTPResponse, after: Int)
        /// This failure, `after` milliseconds.
        case failure(PhotoServiceError, after: Int)
        /// Nothing at all.
        case silence
    }

    /// One request as it was sent.
    struct Sent: Equatable {
        let time: Int
        let url: String
        /// `If-None-Match`, when there was one.
        let validator: String?
        let authorization: String?
        let answerTimeout: Double
    }

    private let scheduler: TestScheduler
    private let script: (_ index: Int, _ request: HTTPRequest) -> Reply
    private let lock = NSLock()
    private var sentRequests: [Sent] = []
    private var cancelTimes: [Int] = []

    /// Answers request number `index` (from 0) with `script(index, request)`.
    init(scheduler: TestScheduler, script: @escaping (_ index: Int, _ request: HTTPRequest) -> Reply) {
        self.scheduler = scheduler
        self.script = script
    }

    /// Answers the requests in turn with `replies`, the last one again once they run out.
    convenience init(scheduler: TestScheduler, replies: [Reply]) {
        self.init(scheduler: scheduler) { index, _ in replies[min(index, replies.count - 1)] }
    }

    var sent: [Sent] { lock.withLock { sentRequests } }
    var sendTimes: [Int] { sent.map(\.time) }
    /// When transfers still running were cancelled.
    var cancelled: [Int] { lock.withLock { cancelTimes } }

    func send(_ request: HTTPRequest) -> Single<HTTPResponse> {
        Single.create { [self] observer in
            let index: Int = lock.withLock {
                sentRequests.append(Sent(
                    time: scheduler.clock, url: request.url.absoluteString, validator: request.headers["If-None-Match"],
                    authorization: request.headers["Authorization"], answerTimeout: request.answerTimeout))
                return sentRequests.count - 1
            }
            let finished = Flag()
            let deliver = { (result: Result<HTTPResponse, Error>) in
                finished.raise()
                observer(result)
            }
            let timer: Disposable
            switch script(index, request) {
            case .answer(let response, let after):
                timer = scheduler.schedule(after: .milliseconds(after)) { deliver(.success(response)) }
            case .failure(let error, let after):
                timer = scheduler.schedule(after: .milliseconds(after)) { deliver(.failure(error)) }
            case .silence:
                let seconds = max(1, Int(request.answerTimeout.rounded()))
                timer = scheduler.schedule(after: .milliseconds(Int(request.answerTimeout * 1000))) {
                    deliver(.failure(PhotoServiceError.noAnswer(host: request.url.host ?? "", seconds: seconds)))
                }
            }
            return Disposables.create { [self] in
                timer.dispose()
                if !finished.isRaised { lock.withLock { cancelTimes.append(scheduler.clock) } }
            }
        }
    }

    func download(_ request: HTTPRequest, to destination: URL) -> Observable<DownloadProgress> {
        .error(PhotoServiceError.transport(code: -1, message: "no downloads here"))
    }
}

extension HTTPResponse {
    /// A response for scripts: `status`, `headers`, a UTF-8 `body`.
    static func fake(_ status: Int, _ headers: [(String, String)] = [], _ body: String = "{}") -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaderFields(headers), body: Data(body.utf8))
    }
}
