import Dispatch
import Testing
@testable import EventStream

/// Disposing the last subscriber of a `share` whose only owner is its own upstream connection
/// deinitialises the share during the disposal; that must not take a lock the disposal holds.
@Suite struct ShareTeardownTests {
    /// Runs `body` on another thread and reports whether it returned within `seconds`, so that a
    /// deadlock fails the test instead of hanging the whole run.
    private func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    @Test func disposingTheLastSubscriberMayDeinitialiseTheShare() {
        let received = Box()
        let finished = finishes(within: 10) {
            let subject = PublishSubject<Int>()
            var shared: Observable<Int>? = subject.share(replay: 1, scope: .whileConnected)
            let subscription = shared!.subscribe(onNext: { received.values.append($0) })
            shared = nil
            subject.onNext(1)
            subscription.dispose()
            subject.onNext(2)
        }
        #expect(finished)
        #expect(received.values == [1])
    }

    private final class Box: @unchecked Sendable {
        var values: [Int] = []
    }
}
