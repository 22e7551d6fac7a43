extension ObservableType {
    /// On error, continues with the sequence `handler` returns for it.
    ///
    /// ```swift
    /// service.search(query).catch { error in .just(.failed(error)) }
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let fallback = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer) {
        self.handler = handler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next: forward(event)
        case .completed: forwardTerminal(event)
        case .error(let error):
            stopped = true
            disposeUpstream()
            do {
                let next = try handler(error)
                fallback.disposable = next.subscribe(FallbackObserver(sink: self))
            } catch {
                stopped = false
                forwardTerminal(.error(error))
            }
        }
    }

    fileprivate func fallbackOn(_ event: Event<Element>) {
        forward(event)
        if event.isStopEvent { dispose() }
    }

    override func disposeResources() { fallback.dispose() }
}

private struct FallbackObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let sink: CatchSink<Observer>

    func on(_ event: Event<Element>) { sink.fallbackOn(event) }
}

private final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
