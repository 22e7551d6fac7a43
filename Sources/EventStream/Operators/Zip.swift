extension ObservableType {
    /// Pairs the n-th elements of all sources, combined by `resultSelector`. Completes when all
    /// sources have completed, or when an element arrives that can never be paired.
    public static func zip<Collection: Swift.Collection, SourceElement>(_ sources: Collection, resultSelector: @escaping ([SourceElement]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == SourceElement {
        Zip(sources: sources.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// The n-th elements of all sources, as an array.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Observable<[Element]> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == Element {
        Zip(sources: sources.map { $0.asObservable() }, resultSelector: { $0 })
    }

    /// The n-th elements of two sources combined.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }

    /// The n-th elements of two sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2) -> Observable<Element> where Element == (O1.Element, O2.Element) {
        zip(source1, source2) { ($0, $1) }
    }

    /// The n-th elements of three sources combined.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }

    /// The n-th elements of three sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element) {
        zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

private final class ZipSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    private var queues: [[SourceElement]]
    private var done: [Bool]
    private let subscriptions = CompositeDisposable()

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        queues = Array(repeating: [], count: count)
        done = Array(repeating: false, count: count)
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

    private enum Step {
        case none, emit([SourceElement]), complete
    }

    private func on(_ event: Event<SourceElement>, index: Int) {
        switch event {
        case .next(let element):
            let step = lock.withLock { () -> Step in
                queues[index].append(element)
                if queues.allSatisfy({ !$0.isEmpty }) {
                    return .emit(queues.indices.map { queues[$0].removeFirst() })
                }
                let othersDone = done.indices.allSatisfy { $0 == index || done[$0] }
                return othersDone ? .complete : .none
            }
            switch step {
            case .none: break
            case .complete: terminate(.completed)
            case .emit(let values):
                do { gate.on(.next(try resultSelector(values))) } catch { terminate(.error(error)) }
            }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            let allDone = lock.withLock { () -> Bool in
                done[index] = true
                return done.allSatisfy { $0 }
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

private final class Zip<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ZipSink(count: sources.count, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}
