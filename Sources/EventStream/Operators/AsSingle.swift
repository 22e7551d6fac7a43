extension ObservableType {
    /// This sequence as a `Single`: fails with `noElements` if it completes empty and with
    /// `moreThanOneElement` if it sends a second element.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingle(source: asObservable()))
    }
}

private final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var element: Element?

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let value):
            if element != nil {
                forwardTerminal(.error(RxError.moreThanOneElement))
            } else {
                element = value
            }
        case .error: forwardTerminal(event)
        case .completed:
            if let element {
                forward(.next(element))
                forwardTerminal(.completed)
            } else {
                forwardTerminal(.error(RxError.noElements))
            }
        }
    }
}
