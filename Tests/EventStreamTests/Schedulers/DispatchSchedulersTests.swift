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
        // The queue is suspended while the work is scheduled and disposed, so the timer cannot
        // have run it yet however slow the machine is.
        let queue = DispatchQueue(label: "serial-cancel-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let lock = Lock()
        var ran = false
        queue.suspend()
        let work = scheduler.schedule(after: .milliseconds(1)) { lock.withLock { ran = true } }
        work.dispose()
        queue.resume()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(after: .milliseconds(5)) { done.signal() }
        #expect(wait(done))
        #expect(!lock.withLock { ran })
    }
}
