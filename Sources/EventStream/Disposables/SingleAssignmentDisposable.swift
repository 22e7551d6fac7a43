/// Holds one disposable, set once; disposing before it is set disposes it on arrival.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    /// An empty single-assignment disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sets the disposable; a second call is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        lock.lock()
        precondition(!assigned, "SingleAssignmentDisposable set twice")
        assigned = true
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        current = disposable
        lock.unlock()
    }

    /// Disposes the held disposable (now or when it is set).
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let current = self.current
        self.current = nil
        lock.unlock()
        current?.dispose()
    }
}
