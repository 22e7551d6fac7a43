extension ObservableType {
    /// The result of folding every element into `seed` with `accumulator`, transformed by
    /// `mapResult`, sent when the source completes; a thrown error ends the sequence.
    ///
    /// ```swift
    /// downloads.reduce(0, accumulator: { $0 + $1.bytes }, mapResult: ByteCount.init)
    /// ```
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// The result of folding every element into `seed` with `accumulator`, sent when the source
    /// completes.
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class ReduceSink<Source, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Source
    private let accumulator: (Accumulate, Source) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Observer.Element
    private var accumulate: Accumulate

    init(seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Observer.Element, observer: Observer) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    func onNext(_ element: Source) {
        if stopped { return }
        do { accumulate = try accumulator(accumulate, element) } catch { forwardError(error) }
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardTerminal(.error(error))
        case .completed:
            if stopped { return }
            let result: Observer.Element
            do { result = try mapResult(accumulate) } catch {
                forwardError(error)
                return
            }
            forwardNext(result)
            forwardTerminal(.completed)
        }
    }
}

private final class Reduce<Source, Accumulate, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: (Accumulate, Source) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
