import Foundation
import Testing
@testable import EventStream
import EventStreamTesting

/// An error with an identity, for error events in tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    var id = 0
    var description: String { "TestError(\(id))" }
}

/// Runs `body` and then expects every sink and subject subscription it created to be freed:
/// once `body`'s locals are gone, anything still alive is held by a retain cycle.
func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    let tracker = ResourceTracker()
    try Resources.$current.withValue(tracker) { try body() }
    #expect(tracker.live == 0, "live sinks after the test", sourceLocation: sourceLocation)
}

/// Waits for `semaphore` with a generous timeout; false if it timed out.
func wait(_ semaphore: DispatchSemaphore, seconds: Double = 10) -> Bool {
    semaphore.wait(timeout: .now() + seconds) == .success
}

/// A test source subscribed directly, without the `asObservable()` wrapper that ends a test
/// source's subscription at its terminal event: its recorded subscriptions show when the
/// operator under test itself let go of it.
final class Lingering<Element>: Observable<Element> {
    private let source: TestableObservable<Element>

    init(_ source: TestableObservable<Element>) { self.source = source }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }
}

/// Runs `body` on the main queue and waits for it: for behaviour that depends on being on the
/// main thread or queue, as `MainScheduler`'s does. Tests themselves run off both (and under
/// Swift Testing on Linux a thread other than the main one drains the main queue).
func onMainThread(_ body: @escaping () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
        body()
        done.signal()
    }
    return wait(done)
}
