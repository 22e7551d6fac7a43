/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var disposed: Bool

    /// A disposable, disposed already if `isDisposed`.
    public init(isDisposed: Bool = false) { disposed = isDisposed }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Marks this disposable disposed.
    public func dispose() { lock.withLock { disposed = true } }
}
