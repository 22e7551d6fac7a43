extension ObservableType {
    /// The elements of this sequence, or `default` (then completion) if it completes without
    /// any.
    ///
    /// ```swift
    /// matches.ifEmpty(default: .noResults)
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let `default`: Element
    private var isEmpty = true

    init(default: Element, observer: Observer) {
        self.default = `default`
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if stopped { return }
        isEmpty = false
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed:
            if stopped { return }
            if isEmpty { forwardNext(self.default) }
            forwardTerminal(.completed)
        }
    }
}

private final class DefaultIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let `default`: Element

    init(source: Observable<Element>, default: Element) {
        self.source = source
        self.default = `default`
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DefaultIfEmptySink(default: self.default, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
