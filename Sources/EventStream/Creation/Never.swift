extension ObservableType {
    /// Never sends any event.
    public static func never() -> Observable<Element> { NeverObservable() }
}

private final class NeverObservable<Element>: Producer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
