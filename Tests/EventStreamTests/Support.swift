import Foundation
import Testing
@testable import EventStream

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
