import EventStream
import Foundation

/// An EventStream scheduler held by an object that threads share: the clock and the timers of the
/// ``RequestEngine`` and its ``ResponseCache``.
///
/// EventStream's schedulers are safe to call from any thread (dispatch queues; the event loop's
/// posting queue; `TestScheduler`, behind its lock), but not `Sendable`: the module stays in the
/// Swift 5 language mode, as RxSwift does. This box states that contract at the one place a
/// scheduler crosses threads, as ``CrossThreadObserver`` does for observers.
public struct SharedScheduler: @unchecked Sendable {
    /// The wrapped scheduler.
    public let base: Scheduler

    /// Wraps `base`, which must be safe to call from any thread.
    public init(_ base: Scheduler) { self.base = base }

    /// Timers on a global dispatch queue, wall-clock time: what the clients use unless told otherwise.
    public static let network = SharedScheduler(ConcurrentDispatchQueueScheduler(qos: .utility))

    /// The scheduler's clock.
    public var now: Date { base.now }

    /// Runs `action` after `seconds` (rounded to the millisecond); disposing first cancels it.
    public func schedule(after seconds: TimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        base.schedule(after: .milliseconds(Int((max(0, seconds) * 1000).rounded())), action)
    }
}
