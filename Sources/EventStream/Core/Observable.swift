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
    /// node: its subscriber (a ``NodeSink`` or a ``SubscriberNode``, the only callers) then
    /// leaves the subject with ``ObserverRegistration/leaveOwner()`` instead of disposing it.
    @usableFromInline
    func subscribeNode(_ node: ObserverNode<Element>) -> Disposable { subscribe(node) }

    /// Subscribes closures (`subscribe(onNext:…)`): an ordinary `subscriber` node, unless this
    /// sequence can run its own last step in the subscriber (a `map` does), which spares a sink.
    @usableFromInline
    func subscribeClosures(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, subscriber: ClosureSubscriber<Element>.Type
    ) -> Disposable {
        let node = subscriber.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        node.attach(subscribeNode(node))
        return node
    }

    /// Subscribes `downstream` behind a `filter` of this sequence with one sink for both, when
    /// this sequence's sink can run the predicate itself (a `map`'s can); nil: it cannot, and
    /// the filter subscribes a sink of its own.
    func subscribeNode(filteredBy predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) -> Disposable? { nil }

    /// Subscribes `downstream` behind a `distinctUntilChanged()` of this sequence with one sink
    /// for both, as ``subscribeNode(filteredBy:downstream:)`` does for a filter.
    func subscribeNode(distinctBy stage: DistinctStage<Element>, downstream: ObserverNode<Element>) -> Disposable? { nil }

    /// `self`.
    public func asObservable() -> Observable<Element> { self }
}
