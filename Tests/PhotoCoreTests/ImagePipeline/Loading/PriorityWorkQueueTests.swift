import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct PriorityWorkQueueTests {
    /// Collects what ran, in order, across threads.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func append(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    private let timeout = DispatchTime.now() + 10

    /// Holds a job's slot without blocking a thread: the job hands over its `finished`.
    private final class Holder: @unchecked Sendable {
        private let lock = NSLock()
        private var finished: (() -> Void)?
        private let taken = DispatchSemaphore(value: 0)
        func hold(_ finished: @escaping () -> Void) { lock.lock(); self.finished = finished; lock.unlock(); taken.signal() }
        func release() {
            _ = taken.wait(timeout: .now() + 10)
            lock.lock(); let finished = self.finished; lock.unlock()
            finished?()
        }
    }

    @Test func runsTheHighestPriorityFirstAndInOrderWithinAPriority() {
        let queue = PriorityWorkQueue(label: "test", maxConcurrent: 1)
        let log = Log()
        let gate = Holder()
        let done = DispatchSemaphore(value: 0)
        // The first job holds the only slot until the others are queued.
        queue.enqueue(priority: .prefetch) { finished in
            log.append("gate")
            gate.hold(finished)
        }
        for (name, priority) in [("p1", ImagePriority.prefetch), ("v1", .visible), ("d1", .detail), ("v2", .visible), ("p2", .prefetch)] {
            queue.enqueue(priority: priority) { finished in
                log.append(name)
                finished()
                if name == "p2" { done.signal() }
            }
        }
        gate.release()
        #expect(done.wait(timeout: timeout) == .success)
        #expect(log.all == ["gate", "v1", "v2", "d1", "p1", "p2"])
    }

    @Test func aCancelledJobNeverRuns() {
        let queue = PriorityWorkQueue(label: "test", maxConcurrent: 1)
        let log = Log()
        let gate = Holder()
        let done = DispatchSemaphore(value: 0)
        queue.enqueue(priority: .visible) { finished in gate.hold(finished) }
        let doomed = queue.enqueue(priority: .visible) { finished in log.append("doomed"); finished() }
        queue.enqueue(priority: .prefetch) { finished in log.append("kept"); finished(); done.signal() }
        #expect(queue.cancel(doomed))
        gate.release()
        #expect(done.wait(timeout: timeout) == .success)
        #expect(log.all == ["kept"])
        #expect(!queue.cancel(doomed))
    }

    @Test func raisingAJobMovesItAhead() {
        let queue = PriorityWorkQueue(label: "test", maxConcurrent: 1)
        let log = Log()
        let gate = Holder()
        let done = DispatchSemaphore(value: 0)
        queue.enqueue(priority: .visible) { finished in gate.hold(finished) }
        let late = queue.enqueue(priority: .prefetch) { finished in log.append("late"); finished() }
        queue.enqueue(priority: .detail) { finished in log.append("detail"); finished(); done.signal() }
        queue.raise(late, to: .visible)
        gate.release()
        #expect(done.wait(timeout: timeout) == .success)
        #expect(log.all == ["late", "detail"])
    }

    @Test func boundsConcurrencyUntilJobsSayTheyAreFinished() {
        let queue = PriorityWorkQueue(label: "test", maxConcurrent: 2)
        let started = DispatchSemaphore(value: 0)
        var finishers: [() -> Void] = []
        let lock = NSLock()
        for _ in 0..<3 {
            queue.enqueue(priority: .visible) { finished in
                lock.lock(); finishers.append(finished); lock.unlock()
                started.signal()
            }
        }
        #expect(started.wait(timeout: timeout) == .success)
        #expect(started.wait(timeout: timeout) == .success)
        // Two hold their slots; the third waits.
        #expect(queue.pendingCount == 1)
        lock.lock(); let first = finishers[0]; lock.unlock()
        first()
        #expect(started.wait(timeout: timeout) == .success)
        #expect(queue.pendingCount == 0)
    }
}
