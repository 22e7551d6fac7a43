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

    @Test func serialRunsImmediateAndRelativeWork() {
        let queue = DispatchQueue(label: "serial-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(after: .milliseconds(2)) {
            dispatchPrecondition(condition: .onQueue(queue))
            done.signal()
        }
        _ = scheduler.schedule {
            dispatchPrecondition(condition: .onQueue(queue))
            done.signal()
        }
        #expect(wait(done))
        #expect(wait(done))
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
