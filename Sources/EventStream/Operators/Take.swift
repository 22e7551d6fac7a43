extension ObservableType {
    /// The first `count` elements, then completed (unsubscribing from the source).
    ///
    /// The count goes down before an element is forwarded, so an element that a subscriber
    /// feeds back into the source while handling the last one is dropped, not forwarded.
    /// ```swift
    /// results.take(1)   // the first page only
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count must be non-negative")
        if count == 0 { return Observable.empty() }
        return Take(source: asObservable(), count: count)
    }
}

private final class TakeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    @exclusivity(unchecked) private var remaining: Int

    init(count: Int, observer: Observer) {
        remaining = count
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if remaining <= 0 { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 { forwardTerminal(.completed) }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

private final class Take<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeSink(count: count, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
