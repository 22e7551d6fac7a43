/// Runs an action on the first `dispose()` and releases it.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) { self.action = action }

    var isDisposed: Bool { lock.withLock { disposed } }

    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }
}
