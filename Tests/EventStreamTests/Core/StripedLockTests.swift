import Dispatch
import Testing
@testable import EventStream

@Suite struct StripedLockTests {
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func excludesConcurrentCriticalSections() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 { StripedLock.withLock(counter) { counter.value += 1 } }
        }
        #expect(StripedLock.withLock(counter) { counter.value } == 40_000)
    }
}
