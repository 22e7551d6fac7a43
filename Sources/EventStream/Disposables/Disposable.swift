/// A resource (usually a subscription) that can be released. `dispose()` is idempotent and
/// thread-safe on every type in this module.
///
/// Class-bound: every subscription is an object, and a class-bound existential is a pointer and a
/// witness table that is retained and released directly, where an open one is a 40-byte box
/// copied and destroyed through value witnesses on every subscribe and dispose.
public protocol Disposable: AnyObject {
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
