extension ObservableType {
    /// All elements as one array, when the source completes (`[]` if it had none).
    ///
    /// ```swift
    /// Observable.from(ids).flatMap(service.photo).toArray()
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArray(source: asObservable()))
    }
}

private final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == [Element] {
    private var elements: [Element] = []

    func onNext(_ element: Element) {
        if stopped { return }
        elements.append(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardTerminal(.error(error))
        case .completed:
            if stopped { return }
            let elements = self.elements
            self.elements = []
            forwardNext(elements)
            forwardTerminal(.completed)
        }
    }
}

private final class ToArray<Element>: Producer<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = ToArraySink<Element, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
