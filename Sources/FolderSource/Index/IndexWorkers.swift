import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

/// A few threads that read and hash files for the index, at a lower priority than the rest of
/// the program (`nice` 10 each, which Linux applies per thread), so the event loop answers keys
/// at once while both cores index. Jobs run in the order given, several at a time.
final class IndexWorkers: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var head = 0
        var stopped = false
    }

    private let state = Locked(State())
    private let condition = NSCondition()
    /// How many threads.
    let count: Int

    /// Starts `count` threads (default: one per core, at most four).
    init(count: Int = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)), niceness: Int32 = 10) {
        self.count = max(1, count)
        for number in 0..<self.count {
            let thread = Thread { [self] in
                // Linux applies PRIO_PROCESS with who 0 to the calling thread alone.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
                run()
            }
            thread.name = "photo-tui.index-\(number)"
            thread.start()
        }
    }

    /// Runs `job` on a worker.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        state.withLock { $0.jobs.append(job) }
        condition.signal()
        condition.unlock()
    }

    /// Ends the threads once the jobs given so far are done (the threads hold the pool until then).
    func stop() {
        condition.lock()
        state.withLock { $0.stopped = true }
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            var job: (@Sendable () -> Void)?
            while true {
                let (next, stopped) = state.withLock { state -> ((@Sendable () -> Void)?, Bool) in
                    guard state.head < state.jobs.count else {
                        if state.head > 0 { state.jobs.removeAll(); state.head = 0 }
                        return (nil, state.stopped)
                    }
                    let next = state.jobs[state.head]
                    state.head += 1
                    if state.head > 1024 { state.jobs.removeFirst(state.head); state.head = 0 }
                    return (next, false)
                }
                if let next { job = next; break }
                if stopped { condition.unlock(); return }
                condition.wait()
            }
            condition.unlock()
            job?()
        }
    }
}
