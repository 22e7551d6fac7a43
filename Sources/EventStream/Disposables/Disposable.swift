/// A resource (usually a subscription) that can be released. `dispose()` is idempotent and
/// thread-safe on every type in this module.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}
