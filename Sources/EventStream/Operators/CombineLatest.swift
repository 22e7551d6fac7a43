extension ObservableType {
    /// Whenever any source sends an element (once all have sent one), the latest element of
    /// each combined by `resultSelector`. Completes when all sources have completed.
    public static func combineLatest<Collection: Swift.Collection, SourceElement>(_ sources: Collection, resultSelector: @escaping ([SourceElement]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == SourceElement {
        CombineLatest(sources: sources.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// The latest elements of all sources, as an array.
    public static func combineLatest<Collection: Swift.Collection>(_ sources: Collection) -> Observable<[Element]> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == Element {
        CombineLatest(sources: sources.map { $0.asObservable() }, resultSelector: { $0 })
    }

    /// The latest elements of two sources combined.
    ///
    /// ```swift
    /// Observable.combineLatest(query, filters) { SearchRequest(query: $0, filters: $1) }
    /// ```
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        CombineLatest(sources: [erase(source1), erase(source2)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }

    /// The latest elements of two sources as a tuple.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2) -> Observable<Element> where Element == (O1.Element, O2.Element) {
        combineLatest(source1, source2) { ($0, $1) }
    }

    /// The latest elements of three sources combined.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        CombineLatest(sources: [erase(source1), erase(source2), erase(source3)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }

    /// The latest elements of three sources as a tuple.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element) {
        combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The latest elements of four sources combined.
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        CombineLatest(sources: [erase(source1), erase(source2), erase(source3), erase(source4)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }
}

/// Sources of different element types share one sink through `Any`.
func erase<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Any> {
    source.asObservable().map { $0 as Any }
}

private final class CombineLatestSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    private var latest: [SourceElement?]
    private var missing: Int
    private var done: [Bool]
    private var doneCount = 0
    private let subscriptions: CompositeDisposable

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
        missing = count
        done = Array(repeating: false, count: count)
        subscriptions = CompositeDisposable()
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func run(_ sources: [Observable<SourceElement>]) {
        if sources.isEmpty {
            gate.on(.completed)
            return
        }
        for (index, source) in sources.enumerated() {
            let slot = SingleAssignmentDisposable()
            subscriptions.insert(slot)
            slot.setDisposable(source.subscribe(AnyObserver { [self] event in on(event, index: index) }))
        }
    }

    private func on(_ event: Event<SourceElement>, index: Int) {
        switch event {
        case .next(let element):
            let values = lock.withLock { () -> [SourceElement]? in
                if latest[index] == nil { missing -= 1 }
                latest[index] = element
                return missing == 0 ? latest.map { $0! } : nil
            }
            guard let values else { return }
            do { gate.on(.next(try resultSelector(values))) } catch { terminate(.error(error)) }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            let allDone = lock.withLock { () -> Bool in
                if !done[index] {
                    done[index] = true
                    doneCount += 1
                }
                return doneCount == done.count
            }
            if allDone { terminate(.completed) }
        }
    }

    private func terminate(_ event: Event<Observer.Element>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        subscriptions.dispose()
    }
}

private final class CombineLatest<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CombineLatestSink(count: sources.count, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}
