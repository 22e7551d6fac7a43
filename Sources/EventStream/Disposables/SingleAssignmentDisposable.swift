/// Holds one disposable, set once; disposing before it is set disposes it on arrival.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var assigned = false
    @exclusivity(unchecked) private var disposed = false

    /// An empty single-assignment disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { StripedLock.withLock(self) { disposed } }

    /// Sets the disposable; a second call is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        StripedLock.lock(self)
        precondition(!assigned, "SingleAssignmentDisposable set twice")
        assigned = true
        if disposed {
            StripedLock.unlock(self)
            disposable.dispose()
            return
        }
        current = disposable
        StripedLock.unlock(self)
    }

    /// Disposes the held disposable (now or when it is set).
    public func dispose() {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            return
        }
        disposed = true
        let current = self.current
        self.current = nil
        StripedLock.unlock(self)
        current?.dispose()
    }
}
