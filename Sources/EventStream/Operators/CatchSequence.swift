extension ObservableType {
    /// The first sequence of `sequence`, and on its error the next one, and so on: completes
    /// with the first that completes, and fails with the last error if every one fails (an
    /// empty `sequence` completes at once).
    ///
    /// ```swift
    /// Observable.catch(sequence: [unsplash.search(query), openverse.search(query), offline.search(query)])
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        CatchSequence(sequence: sequence)
    }
}

private final class CatchSequenceSink<Sources: IteratorProtocol, Observer: ObserverType>: ResubscribingSink<Observer> where Sources.Element == Observable<Observer.Element> {
    private let lock = Lock()
    private var sources: Sources

    init(first: Observable<Observer.Element>, rest: Sources, observer: Observer) {
        sources = rest
        super.init(source: first, observer: observer)
    }

    override func failed(_ error: Swift.Error) {
        let next = lock.withLock { sources.next() }
        guard let next else {
            on(.error(error))
            return
        }
        switchSource(to: next)
        resubscribe()
    }
}

private final class CatchSequence<Sequence: Swift.Sequence, Element>: Producer<Element> where Sequence.Element == Observable<Element> {
    private let sequence: Sequence

    init(sequence: Sequence) { self.sequence = sequence }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        var sources = sequence.makeIterator()
        guard let first = sources.next() else {
            observer.on(.completed)
            return Disposables.create()
        }
        let sink = CatchSequenceSink(first: first, rest: sources, observer: observer)
        sink.resubscribe()
        return sink
    }
}
