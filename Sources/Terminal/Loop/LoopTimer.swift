import Foundation

/// A timer scheduled on an `EventLoop`: one-shot or repeating, cancellable from any thread.
public final class LoopTimer: @unchecked Sendable {
    let id: UInt64
    /// Guarded by the loop's lock.
    var deadline: UInt64
    let interval: UInt64?
    let work: () -> Void
    var isCancelled = false
    private weak var loop: EventLoop?

    init(id: UInt64, deadline: UInt64, interval: UInt64?, loop: EventLoop, work: @escaping () -> Void) {
        self.id = id
        self.deadline = deadline
        self.interval = interval
        self.loop = loop
        self.work = work
    }

    /// Stops the timer; its work will not run again (a run already under way finishes).
    public func cancel() { loop?.cancel(self) }
}
