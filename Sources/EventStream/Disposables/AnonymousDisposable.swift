/// Runs an action on the first `dispose()` and releases it.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var action: (() -> Void)?
    @exclusivity(unchecked) private var disposed = false

    init(_ action: @escaping () -> Void) { self.action = action }

    var isDisposed: Bool { StripedLock.withLock(self) { disposed } }

    func dispose() {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            return
        }
        disposed = true
        let action = self.action
        self.action = nil
        StripedLock.unlock(self)
        action?()
    }
}
