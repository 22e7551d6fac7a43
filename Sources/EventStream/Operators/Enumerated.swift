extension ObservableType {
    /// Each element with its position, counting from 0.
    ///
    /// ```swift
    /// errors.enumerated().flatMap { attempt, error in attempt < 3 ? retryAfter(attempt) : .error(error) }
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

private final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == (index: Int, element: Element) {
    private var index = 0

    func onNext(_ element: Element) {
        if stopped { return }
        let current = index
        index += 1
        forwardNext((index: current, element: element))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}

private final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink<Element, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
