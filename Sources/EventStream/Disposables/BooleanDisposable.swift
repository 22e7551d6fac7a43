/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var disposed: Bool

    /// A disposable, disposed already if `isDisposed`.
    public init(isDisposed: Bool = false) { disposed = isDisposed }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { StripedLock.withLock(self) { disposed } }

    /// Marks this disposable disposed.
    public func dispose() { StripedLock.withLock(self) { disposed = true } }
}
