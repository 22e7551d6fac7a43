import Dispatch
import Testing
@testable import EventStream

@Suite struct DispatchSchedulersTests {
    @Test func concurrentRunsWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule { done.signal() }
        #expect(wait(done))
    }

    @Test func serialRunsRelativeWorkInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-test")
        let done = DispatchSemaphore(value: 0)
        let lock = Lock()
        var order: [Int] = []
        _ = scheduler.schedule(after: .milliseconds(2)) {
            lock.withLock { order.append(2) }
            done.signal()
        }
        _ = scheduler.schedule { lock.withLock { order.append(1) } }
        #expect(wait(done))
        #expect(lock.withLock { order } == [1, 2])
    }

    @Test func cancelledRelativeWorkNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-cancel-test")
        let lock = Lock()
        var ran = false
        let work = scheduler.schedule(after: .milliseconds(1)) { lock.withLock { ran = true } }
        work.dispose()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(after: .milliseconds(20)) { done.signal() }
        #expect(wait(done))
        #expect(!lock.withLock { ran })
    }
}
