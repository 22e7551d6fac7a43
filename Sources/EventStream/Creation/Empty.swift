extension ObservableType {
    /// Completes at once, with no elements.
    public static func empty() -> Observable<Element> { Empty() }
}

private final class Empty<Element>: Producer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onCompleted()
        return Disposables.create()
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        node.onCompleted()
        return Disposables.create()
    }
}
