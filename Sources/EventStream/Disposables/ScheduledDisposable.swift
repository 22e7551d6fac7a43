/// Disposes a disposable on a given scheduler (used by `subscribe(on:)`).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: Scheduler
    private let lock = Lock()
    private var wrapped: Disposable?
    private var disposed = false

    /// Wraps `disposable` so that disposing happens on `scheduler`.
    public init(scheduler: Scheduler, disposable: Disposable) {
        self.scheduler = scheduler
        wrapped = disposable
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Schedules disposal of the wrapped disposable.
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let wrapped = self.wrapped
        self.wrapped = nil
        lock.unlock()
        guard let wrapped else { return }
        _ = scheduler.schedule(()) { _ in
            wrapped.dispose()
            return Disposables.create()
        }
    }
}
