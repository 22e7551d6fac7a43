extension ObservableType {
    /// One element, then completed.
    public static func just(_ element: Element) -> Observable<Element> { Just(element) }

    /// One element, then completed, both delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: Scheduler) -> Observable<Element> {
        Observable.from([element], scheduler: scheduler)
    }
}

private final class Just<Element>: Producer<Element> {
    private let element: Element

    init(_ element: Element) { self.element = element }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
