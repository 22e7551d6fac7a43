extension ObservableType {
    /// Maps each element to an inner sequence and mirrors only the latest one: a new element
    /// disposes the previous inner subscription before subscribing the new one.
    ///
    /// Completes when the source and the latest inner sequence have completed.
    /// ```swift
    /// query.flatMapLatest { service.search($0).asObservable() }   // a new query cancels the old request
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: { try selector($0).asObservable() })
    }

    /// Mirrors the latest inner sequence of a sequence of sequences.
    public func switchLatest() -> Observable<Element.Element> where Element: ObservableConvertibleType {
        flatMapLatest { $0 }
    }
}

private final class FlatMapLatestSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceElement
    typealias Inner = Observer.Element
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let gate: EmitterGate<Observer>
    private let inner = SerialDisposable()
    private let lock = Lock()
    private var latest = 0
    private var hasInner = false
    private var latestSlot: SingleAssignmentDisposable?
    private var sourceStopped = false

    init(selector: @escaping (SourceElement) throws -> Observable<Inner>, observer: Observer) {
        self.selector = selector
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let source: Observable<Inner>
            do { source = try selector(element) } catch {
                terminate(.error(error))
                return
            }
            let slot = SingleAssignmentDisposable()
            let id = lock.withLock { () -> Int in
                latest += 1
                hasInner = true
                latestSlot = slot
                return latest
            }
            // Dispose the previous inner subscription before subscribing the new one.
            inner.disposable = slot
            slot.setDisposable(source.subscribe(LatestObserver(sink: self, id: id)))
        case .error(let error):
            terminate(.error(error))
        case .completed:
            let done = lock.withLock { () -> Bool in
                sourceStopped = true
                return !hasInner
            }
            if done { terminate(.completed) }
        }
    }

    fileprivate func innerOn(_ event: Event<Inner>, id: Int) {
        switch event {
        case .next:
            let isLatest = lock.withLock { latest == id }
            if isLatest { gate.on(event) }
        case .error:
            let isLatest = lock.withLock { latest == id }
            if isLatest { terminate(event) }
        case .completed:
            let (slot, done) = lock.withLock { () -> (SingleAssignmentDisposable?, Bool) in
                guard latest == id else { return (nil, false) }
                hasInner = false
                defer { latestSlot = nil }
                return (latestSlot, sourceStopped)
            }
            if done { terminate(.completed) } else { slot?.dispose() }
        }
    }

    private func terminate(_ event: Event<Inner>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        inner.dispose()
    }
}

private struct LatestObserver<SourceElement, Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let sink: FlatMapLatestSink<SourceElement, Observer>
    let id: Int

    func on(_ event: Event<Element>) { sink.innerOn(event, id: id) }
}

private final class FlatMapLatest<SourceElement, Inner>: Producer<Inner> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Inner>

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner {
        let sink = FlatMapLatestSink(selector: selector, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
