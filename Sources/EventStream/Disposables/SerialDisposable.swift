/// Holds one disposable at a time: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// An empty serial disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { StripedLock.withLock(self) { disposed } }

    /// The current disposable. Setting it disposes the old one; after `dispose()`, setting
    /// disposes the new one at once.
    public var disposable: Disposable {
        get { StripedLock.withLock(self) { current ?? Disposables.create() } }
        set {
            StripedLock.lock(self)
            if disposed {
                StripedLock.unlock(self)
                newValue.dispose()
                return
            }
            let old = current
            current = newValue
            StripedLock.unlock(self)
            old?.dispose()
        }
    }

    /// Disposes the current disposable and any set later.
    public func dispose() {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            return
        }
        disposed = true
        let old = current
        current = nil
        StripedLock.unlock(self)
        old?.dispose()
    }
}
