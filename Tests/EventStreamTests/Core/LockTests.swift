import Dispatch
import Testing
@testable import EventStream

@Suite struct LockTests {
    @Test func excludesConcurrentCriticalSections() {
        let lock = Lock()
        nonisolated(unsafe) var value = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 { lock.withLock { value += 1 } }
        }
        #expect(lock.withLock { value } == 40_000)
    }
}
