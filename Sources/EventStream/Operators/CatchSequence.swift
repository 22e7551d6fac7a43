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

private final class CatchSequenceSink<Sources: IteratorProtocol, Observer: ObserverType>: SourceSequenceSink<Sources, Observer> where Sources.Element == Observable<Observer.Element> {
    override func failed(_ error: Swift.Error) { moveToNext(orEnd: .error(error)) }
}

private final class CatchSequence<Sequence: Swift.Sequence, Element>: Producer<Element> where Sequence.Element == Observable<Element> {
    private let sequence: Sequence

    init(sequence: Sequence) { self.sequence = sequence }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        runSourceSequence(sequence, observer) { CatchSequenceSink(first: $0, rest: $1, observer: $2) }
    }
}
