extension ObservableType {
    /// This sequence, then `second` once this one has completed.
    ///
    /// ```swift
    /// cachedPage.concat(freshPage)
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The sequences of `sequence` one after another: each is subscribed when the one before
    /// has completed, and `sequence` is walked only as far as that (it may be endless). An
    /// error ends the result. Synchronous sources loop rather than recurse.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Concat(sequence: sequence)
    }

    /// The sequences one after another.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sequence: sources)
    }
}

private final class ConcatSink<Sources: IteratorProtocol, Observer: ObserverType>: SourceSequenceSink<Sources, Observer> where Sources.Element == Observable<Observer.Element> {
    override func finished() { moveToNext(orEnd: .completed) }
}

private final class Concat<Sequence: Swift.Sequence, Element>: Producer<Element> where Sequence.Element == Observable<Element> {
    private let sequence: Sequence

    init(sequence: Sequence) { self.sequence = sequence }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        runSourceSequence(sequence, observer) { ConcatSink(first: $0, rest: $1, observer: $2) }
    }
}
