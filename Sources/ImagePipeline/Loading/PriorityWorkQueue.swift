import Foundation

/// Runs jobs on a dispatch queue with at most `maxConcurrent` at once, highest priority first
/// and first come first served within a priority. A job that has not started can be cancelled
/// (it never runs) or raised to a higher priority.
///
/// A job holds its slot until it calls the `finished` closure it is given, so the same queue
/// bounds synchronous work (decoding) and asynchronous work (a download in flight).
final class PriorityWorkQueue: @unchecked Sendable {
    /// A queued or running job.
    final class Job: @unchecked Sendable {
        fileprivate let sequence: Int
        fileprivate var priority: ImagePriority
        fileprivate let work: (@escaping () -> Void) -> Void

        fileprivate init(sequence: Int, priority: ImagePriority, work: @escaping (@escaping () -> Void) -> Void) {
            self.sequence = sequence
            self.priority = priority
            self.work = work
        }
    }

    private let maxConcurrent: Int
    /// One serial queue per slot. Serial queues get their own thread even when the shared
    /// dispatch pool is busy (or blocked by a caller waiting on a semaphore), so a slot that
    /// is free always runs at once.
    private let lanes: [DispatchQueue]
    private var freeLanes: [Int]
    private let lock = NSLock()
    private var pending: [Job] = []
    private var running = 0
    private var sequence = 0

    /// Creates a queue.
    /// - Parameters:
    ///   - label: names the queues the jobs run on.
    ///   - maxConcurrent: the most jobs holding a slot at once (at least 1).
    ///   - qos: the quality of service of the jobs.
    ///   - queue: run every job here instead (tests pass a queue they can suspend).
    init(label: String, maxConcurrent: Int, qos: DispatchQoS = .userInitiated, queue: DispatchQueue? = nil) {
        self.maxConcurrent = max(1, maxConcurrent)
        self.lanes = (0..<self.maxConcurrent).map { index in
            queue ?? DispatchQueue(label: "\(label).\(index)", qos: qos)
        }
        self.freeLanes = Array(lanes.indices.reversed())
    }

    /// Queues `work`; it runs when a slot is free and no higher-priority job waits, and must
    /// call the closure it is given exactly once when its slot can go to the next job.
    @discardableResult
    func enqueue(priority: ImagePriority, _ work: @escaping (_ finished: @escaping () -> Void) -> Void) -> Job {
        lock.lock()
        sequence += 1
        let job = Job(sequence: sequence, priority: priority, work: work)
        pending.append(job)
        let ready = takeReadyJobs()
        lock.unlock()
        start(ready)
        return job
    }

    /// Removes `job` if it has not started. Returns whether it was removed.
    @discardableResult
    func cancel(_ job: Job) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = pending.firstIndex(where: { $0 === job }) else { return false }
        pending.remove(at: index)
        return true
    }

    /// Raises a job that has not started to `priority` (never lowers it).
    func raise(_ job: Job, to priority: ImagePriority) {
        lock.lock()
        if job.priority < priority { job.priority = priority }
        lock.unlock()
    }

    /// Jobs waiting for a slot.
    var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    // MARK: - Private

    /// With the lock held: claims slots for the best pending jobs.
    private func takeReadyJobs() -> [(Job, Int)] {
        var ready: [(Job, Int)] = []
        while running < maxConcurrent, !pending.isEmpty {
            var best = 0
            for index in pending.indices.dropFirst() {
                let job = pending[index], current = pending[best]
                if job.priority > current.priority || (job.priority == current.priority && job.sequence < current.sequence) {
                    best = index
                }
            }
            ready.append((pending.remove(at: best), freeLanes.removeLast()))
            running += 1
        }
        return ready
    }

    private func start(_ jobs: [(Job, Int)]) {
        for (job, lane) in jobs {
            lanes[lane].async {
                job.work { [weak self] in self?.finish(lane: lane) }
            }
        }
    }

    private func finish(lane: Int) {
        lock.lock()
        running -= 1
        freeLanes.append(lane)
        let ready = takeReadyJobs()
        lock.unlock()
        start(ready)
    }
}
