extension ObservableType {
    /// An observable whose subscriptions run `subscribe`, which pushes events into the observer
    /// it is given and returns what cancels the work.
    ///
    /// Events after a terminal event or after disposal are dropped, and calls from several
    /// threads are serialised.
    /// ```swift
    /// Observable<Data>.create { observer in
    ///     let task = client.get(url) { observer.onNext($0); observer.onCompleted() }
    ///     return Disposables.create { task.cancel() }
    /// }
    /// ```
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

private final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(sink)))
        return sink
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let gate: EmitterGate<Observer>

    override init(observer: Observer) {
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gate.on(event)
        if event.isStopEvent { dispose() }
    }

    override func disposeResources() { gate.close() }
}
