/// Holds one disposable at a time: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty serial disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting it disposes the old one; after `dispose()`, setting
    /// disposes the new one at once.
    public var disposable: Disposable {
        get { lock.withLock { current ?? Disposables.create() } }
        set {
            lock.lock()
            if disposed {
                lock.unlock()
                newValue.dispose()
                return
            }
            let old = current
            current = newValue
            lock.unlock()
            old?.dispose()
        }
    }

    /// Disposes the current disposable and any set later.
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let old = current
        current = nil
        lock.unlock()
        old?.dispose()
    }
}
