extension ObservableType {
    /// Each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```swift
    /// pages.scan([]) { all, page in all + page.photos }
    /// ```
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// Each intermediate result of folding the elements into `seed`, mutated in place.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

private final class ScanSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Source
    private let accumulator: (inout Observer.Element, Source) throws -> Void
    private var accumulate: Observer.Element

    init(seed: Observer.Element, accumulator: @escaping (inout Observer.Element, Source) throws -> Void, observer: Observer) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        if stopped { return }
        switch event {
        case .next(let element):
            do { try accumulator(&accumulate, element) } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(accumulate))
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}

private final class Scan<Source, Accumulate>: Producer<Accumulate> {
    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Accumulate {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
