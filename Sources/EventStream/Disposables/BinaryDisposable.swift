/// Disposes two disposables once and releases them.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var first: Disposable?
    private var second: Disposable?
    private var disposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { lock.withLock { disposed } }

    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let first = self.first, second = self.second
        self.first = nil
        self.second = nil
        lock.unlock()
        first?.dispose()
        second?.dispose()
    }
}
