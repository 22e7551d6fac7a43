/// Disposes two disposables once and releases them.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var first: Disposable?
    @exclusivity(unchecked) private var second: Disposable?
    @exclusivity(unchecked) private var disposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { StripedLock.withLock(self) { disposed } }

    func dispose() {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            return
        }
        disposed = true
        let first = self.first, second = self.second
        self.first = nil
        self.second = nil
        StripedLock.unlock(self)
        first?.dispose()
        second?.dispose()
    }
}
