extension ObservableType {
    /// Maps each element to an inner sequence and merges all of them, subscribing each inner
    /// sequence at once. Completes when the source and every inner sequence have completed.
    ///
    /// ```swift
    /// visibleRows.flatMap { row in loader.image(for: row.url).asObservable() }
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Merge(source: asObservable(), maxConcurrent: Int.max, dropsWhileBusy: false, selector: { try selector($0).asObservable() })
    }

    /// Maps each element to an inner sequence and concatenates them: the next inner sequence is
    /// subscribed when the previous one completes.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Merge(source: asObservable(), maxConcurrent: 1, dropsWhileBusy: false, selector: { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences of a sequence of sequences.
    public func merge() -> Observable<Element.Element> { flatMap { $0 } }

    /// Merges the inner sequences, at most `maxConcurrent` subscribed at a time; the rest wait.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "maxConcurrent must be positive")
        return Merge(source: asObservable(), maxConcurrent: maxConcurrent, dropsWhileBusy: false, selector: { $0.asObservable() })
    }

    /// Concatenates the inner sequences, one after the other.
    public func concat() -> Observable<Element.Element> { concatMap { $0 } }
}

extension ObservableType {
    /// The events of all `sources` as they come; completes when all have completed.
    ///
    /// ```swift
    /// Observable.merge(enterPressed, debouncedQuery)
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Observable.from(sources).merge()
    }

    /// The events of all `sources` as they come.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.from(sources).merge()
    }

}

private final class MergeSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceElement
    typealias Inner = Observer.Element
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let maxConcurrent: Int
    /// `flatMapFirst`: an element that arrives while `maxConcurrent` inner sequences run is
    /// dropped (its selector not even called) instead of waiting.
    private let dropsWhileBusy: Bool
    private let gate: EmitterGate<Observer>
    private let group = CompositeDisposable()
    private let lock = Lock()
    private var active = 0
    private var waiting: [Observable<Inner>] = []
    private var sourceStopped = false

    init(selector: @escaping (SourceElement) throws -> Observable<Inner>, maxConcurrent: Int, dropsWhileBusy: Bool, observer: Observer) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.dropsWhileBusy = dropsWhileBusy
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if dropsWhileBusy {
                let busy = lock.withLock { () -> Bool in
                    if active >= maxConcurrent { return true }
                    active += 1
                    return false
                }
                if busy { return }
                let inner: Observable<Inner>
                do { inner = try selector(element) } catch {
                    terminate(.error(error))
                    return
                }
                subscribeInner(inner)
                return
            }
            let inner: Observable<Inner>
            do { inner = try selector(element) } catch {
                terminate(.error(error))
                return
            }
            let start = lock.withLock { () -> Bool in
                if active < maxConcurrent {
                    active += 1
                    return true
                }
                waiting.append(inner)
                return false
            }
            if start { subscribeInner(inner) }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            let done = lock.withLock { () -> Bool in
                sourceStopped = true
                return active == 0 && waiting.isEmpty
            }
            if done { terminate(.completed) } else { disposeUpstream() }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner>) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        slot.setDisposable(inner.subscribe(MergeInnerObserver(sink: self, key: key)))
    }

    fileprivate func innerOn(_ event: Event<Inner>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next: gate.on(event)
        case .error: terminate(event)
        case .completed:
            group.remove(for: key)
            let (next, done) = lock.withLock { () -> (Observable<Inner>?, Bool) in
                if !waiting.isEmpty { return (waiting.removeFirst(), false) }
                active -= 1
                return (nil, sourceStopped && active == 0)
            }
            if let next { subscribeInner(next) } else if done { terminate(.completed) }
        }
    }

    private func terminate(_ event: Event<Inner>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        group.dispose()
    }
}

private struct MergeInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let sink: MergeSink<SourceElement, Observer>
    let key: CompositeDisposable.DisposeKey

    func on(_ event: Event<Element>) { sink.innerOn(event, key: key) }
}

final class Merge<SourceElement, Inner>: Producer<Inner> {
    private let source: Observable<SourceElement>
    private let maxConcurrent: Int
    private let dropsWhileBusy: Bool
    private let selector: (SourceElement) throws -> Observable<Inner>

    init(source: Observable<SourceElement>, maxConcurrent: Int, dropsWhileBusy: Bool, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.dropsWhileBusy = dropsWhileBusy
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner {
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, dropsWhileBusy: dropsWhileBusy, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
