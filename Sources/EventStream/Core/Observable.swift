/// The base class of every sequence; operators are extensions of `ObservableType`.
///
/// ```swift
/// Observable.of(1, 2, 3).map { $0 * 2 }.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
open class Observable<Element>: ObservableType {
    /// Only EventStream's own sequences subclass `Observable`; other types (relays, traits, the
    /// test sources of `EventStreamTesting`) conform to `ObservableType` and convert.
    init() {}

    /// Subclasses override this; the base class has no events of its own.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Observable.subscribe is abstract")
    }

    /// Subscribes one of the module's own nodes. Operators whose sinks are nodes override it to
    /// build their sink from types fixed where the chain was built; any other sequence takes
    /// the node as an ordinary observer. A subject registers the node itself and returns the
    /// node: its subscriber (a ``NodeSink`` or the closure subscriber, the only callers) then
    /// leaves the subject with ``ObserverRegistration/leaveOwner()`` instead of disposing it.
    @usableFromInline
    func subscribeNode(_ node: ObserverNode<Element>) -> Disposable { subscribe(node) }

    /// `self`.
    public func asObservable() -> Observable<Element> { self }
}
