extension ObservableType {
    /// Elements until `other` sends an element, then completed. RxSwift 6 spells this
    /// `take(until:)`.
    ///
    /// ```swift
    /// ticks.take(until: viewClosed)
    /// ```
    public func take<Source: ObservableConvertibleType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// The RxSwift 5 name of `take(until:)`.
    public func takeUntil<Source: ObservableConvertibleType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let gate: EmitterGate<Observer>
    let otherSubscription = SingleAssignmentDisposable()

    override init(observer: Observer) {
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gate.on(event)
        if event.isStopEvent { dispose() }
    }

    func otherOn(_ event: Event<Other>) {
        switch event {
        case .next:
            gate.on(.completed)
            dispose()
        case .error(let error):
            gate.on(.error(error))
            dispose()
        case .completed:
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        gate.close()
        otherSubscription.dispose()
    }
}

private final class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer)
        sink.otherSubscription.setDisposable(other.subscribe(AnyObserver { [sink] in sink.otherOn($0) }))
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
