import EventStream
import Foundation
@testable import PhotoCore
@testable import ImagePipeline

/// A network for the loader tests: answers from a closure, records every fetch and
/// cancellation, and can hold answers back until the test releases them.
final class FakeImageFetcher: ImageDataFetching, @unchecked Sendable {
    private let lock = NSLock()
    private let respond: @Sendable (URL) -> Result<Data, Error>
    private var holding: Bool
    private var held: [(URL, (Result<Data, Error>) -> Void)] = []
    private var fetchedURLs: [URL] = []
    private var cancelledURLs: [URL] = []
    private let started = DispatchSemaphore(value: 0)
    private let cancelled = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - hold: keep answers until `release()`.
    ///   - respond: the body (or error) for a URL.
    init(hold: Bool = false, respond: @escaping @Sendable (URL) -> Result<Data, Error>) {
        self.holding = hold
        self.respond = respond
    }

    func fetch(_ url: URL) -> Single<Data> {
        Single.create { [self] single in
            lock.lock()
            fetchedURLs.append(url)
            let hold = holding
            if hold { held.append((url, single)) }
            lock.unlock()
            started.signal()
            if !hold { single(respond(url)) }
            return Disposables.create { [self] in
                lock.lock()
                if let index = held.firstIndex(where: { $0.0 == url }) {
                    held.remove(at: index)
                    cancelledURLs.append(url)
                    cancelled.signal()
                }
                lock.unlock()
            }
        }
    }

    /// Answers every held fetch and stops holding.
    func release() {
        lock.lock()
        let pending = held
        held = []
        holding = false
        lock.unlock()
        for (url, single) in pending { single(respond(url)) }
    }

    /// Waits until `count` fetches have started (a generous timeout, never a fixed sleep).
    func waitForFetches(_ count: Int) -> Bool {
        for _ in 0..<count where started.wait(timeout: .now() + 10) == .timedOut { return false }
        return true
    }

    /// Waits until `count` held fetches have been cancelled.
    func waitForCancellations(_ count: Int) -> Bool {
        for _ in 0..<count where cancelled.wait(timeout: .now() + 10) == .timedOut { return false }
        return true
    }

    var fetches: [URL] { lock.lock(); defer { lock.unlock() }; return fetchedURLs }
    var cancellations: [URL] { lock.lock(); defer { lock.unlock() }; return cancelledURLs }
}
