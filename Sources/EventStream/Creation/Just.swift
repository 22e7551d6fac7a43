extension ObservableType {
    /// One element, then completed.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> { Just(element) }

    /// One element, then completed, both delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: Scheduler) -> Observable<Element> {
        Observable.from([element], scheduler: scheduler)
    }
}

/// Inlinable through `just`, so a client specialises it and finds its metadata in a cache at
/// the call site instead of asking the runtime per call.
@usableFromInline
final class Just<Element>: Producer<Element> {
    private let element: Element

    @usableFromInline
    init(_ element: Element) { self.element = element }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // `onNext` keeps the element out of an `Event` (a metadata lookup in generic code).
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        node.onNext(element)
        node.onCompleted()
        return Disposables.create()
    }
}
