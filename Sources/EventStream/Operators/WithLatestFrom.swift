extension ObservableType {
    /// For each element of this sequence, once `second` has sent one, the pair combined by
    /// `resultSelector`. Completes with this sequence; an error of either ends it.
    ///
    /// ```swift
    /// enterPressed.withLatestFrom(query)   // search the text that is in the box now
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// For each element of this sequence, the latest element of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = First
    private let resultSelector: (First, Second) throws -> Observer.Element
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    private var latest: Second?
    let secondSubscription = SingleAssignmentDisposable()

    init(resultSelector: @escaping (First, Second) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<First>) {
        switch event {
        case .next(let element):
            guard let latest = lock.withLock({ latest }) else { return }
            do { gate.on(.next(try resultSelector(element, latest))) } catch { terminate(.error(error)) }
        case .error(let error): terminate(.error(error))
        case .completed: terminate(.completed)
        }
    }

    func secondOn(_ event: Event<Second>) {
        switch event {
        case .next(let element): lock.withLock { latest = element }
        case .error(let error): terminate(.error(error))
        case .completed: secondSubscription.dispose()
        }
    }

    private func terminate(_ event: Event<Observer.Element>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        secondSubscription.dispose()
    }
}

private final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(resultSelector: resultSelector, observer: observer)
        sink.secondSubscription.setDisposable(second.subscribe(AnyObserver { [sink] in sink.secondOn($0) }))
        sink.setUpstream(first.subscribe(sink))
        return sink
    }
}
