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
    /// `LatestObserver(sink: self, id: 0)` behind an existential, made once: each switch copies
    /// it with a new id. Passing the generic struct directly would ask the runtime for its
    /// metadata on every switch; opening the existential reads it from the container.
    private var template: (any LatestObserving<Inner>)?
    // Guarded by `lock`.
    private let lock = Lock()
    @exclusivity(unchecked) private var latest = 0
    @exclusivity(unchecked) private var hasInner = false
    @exclusivity(unchecked) private var sourceStopped = false
    @exclusivity(unchecked) private var innerSubscription: Disposable?
    @exclusivity(unchecked) private var closed = false

    init(selector: @escaping (SourceElement) throws -> Observable<Inner>, observer: Observer) {
        self.selector = selector
        gate = EmitterGate(observer)
        super.init(observer: observer)
        template = LatestObserver(sink: self, retained: nil, id: 0)
    }

    func onNext(_ element: SourceElement) {
        let source: Observable<Inner>
        do { source = try selector(element) } catch {
            terminate(error: error)
            return
        }
        lock.lock()
        if closed {
            lock.unlock()
            return
        }
        latest += 1
        let id = latest
        hasInner = true
        let previous = innerSubscription
        innerSubscription = nil
        lock.unlock()
        // The previous inner subscription goes before the new one is made.
        previous?.dispose()
        let subscription = source.subscribe(template!.with(id: id))
        lock.lock()
        if !closed && latest == id && hasInner {
            innerSubscription = subscription
            lock.unlock()
        } else {
            lock.unlock()
            subscription.dispose()
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            terminate(.error(error))
        case .completed:
            let done = lock.withLock { () -> Bool in
                sourceStopped = true
                return !hasInner
            }
            // The source goes first, as in RxSwift's `SwitchSink`.
            disposeUpstream()
            if done { terminate(.completed) }
        }
    }

    fileprivate func innerOnNext(_ element: Inner, id: Int) {
        lock.lock()
        let isLatest = latest == id
        lock.unlock()
        if isLatest { gate.onNext(element) }
    }

    fileprivate func innerOnCompleted(id: Int) {
        lock.lock()
        guard latest == id else {
            lock.unlock()
            return
        }
        hasInner = false
        let done = sourceStopped
        let finished = innerSubscription
        innerSubscription = nil
        lock.unlock()
        finished?.dispose()
        if done { terminateCompleted() }
    }

    fileprivate func innerOn(_ event: Event<Inner>, id: Int) {
        switch event {
        case .next(let element):
            innerOnNext(element, id: id)
        case .error:
            let isLatest = lock.withLock { latest == id }
            if isLatest { terminate(event) }
        case .completed:
            innerOnCompleted(id: id)
        }
    }

    private func terminate(_ event: Event<Inner>) {
        gate.on(event)
        dispose()
    }

    // Out of line, so that the `Event<Inner>` they build (a metadata lookup in this generic
    // sink, about 325 instructions) is not hoisted onto every switch.
    @inline(never)
    private func terminate(error: Swift.Error) { terminate(.error(error)) }

    @inline(never)
    private func terminateCompleted() { terminate(.completed) }

    override func disposeResources() {
        gate.close()
        let inner = lock.withLock { () -> Disposable? in
            closed = true
            defer { innerSubscription = nil }
            return innerSubscription
        }
        inner?.dispose()
    }
}

/// An inner observer that can be copied with another id without naming its type.
private protocol LatestObserving<Element>: ObserverType {
    func with(id: Int) -> Self
}

private struct LatestObserver<SourceElement, Observer: ObserverType>: LatestObserving {
    typealias Element = Observer.Element
    // The template inside the sink holds it unowned (no cycle); every copy handed to an inner
    // sequence also holds it strongly in `retained`, so it outlives any late delivery.
    unowned(unsafe) let sink: FlatMapLatestSink<SourceElement, Observer>
    let retained: AnyObject?
    let id: Int

    func with(id: Int) -> Self { LatestObserver(sink: sink, retained: sink, id: id) }
    func on(_ event: Event<Element>) { sink.innerOn(event, id: id) }
    func onNext(_ element: Element) { sink.innerOnNext(element, id: id) }
    func onCompleted() { sink.innerOnCompleted(id: id) }
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
