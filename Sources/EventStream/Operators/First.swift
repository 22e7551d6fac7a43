extension ObservableType {
    /// The first element, or `nil` if the sequence completes without one; the source is
    /// unsubscribed as soon as the first element arrives.
    ///
    /// ```swift
    /// results.first().subscribe(onSuccess: { page in show(page) })
    /// ```
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }
}

private final class FirstSink<Observer: ObserverType, Element>: Sink<Observer>, ObserverType where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if stopped { return }
            forwardNext(element)
            forwardTerminal(.completed)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if stopped { return }
            forwardNext(nil)
            forwardTerminal(.completed)
        }
    }
}

private final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        let sink = FirstSink<Observer, Element>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
