/// A `ResubscribingSink` that walks a sequence of sources, one subscribed at a time
/// (`concat` moves on at a completion, `catch(sequence:)` at an error).
class SourceSequenceSink<Sources: IteratorProtocol, Observer: ObserverType>: ResubscribingSink<Observer> where Sources.Element == Observable<Observer.Element> {
    private let lock = Lock()
    private var sources: Sources

    init(first: Observable<Observer.Element>, rest: Sources, observer: Observer) {
        sources = rest
        super.init(source: first, observer: observer)
    }

    /// Subscribes to the next source, or ends with `end` if there is none.
    final func moveToNext(orEnd end: Event<Observer.Element>) {
        let next = lock.withLock { sources.next() }
        guard let next else {
            on(end)
            return
        }
        switchSource(to: next)
        resubscribe()
    }
}

/// Runs a `SourceSequenceSink` made by `make` over `sequence`; an empty sequence completes at
/// once.
func runSourceSequence<Sequence: Swift.Sequence, Observer: ObserverType, Sink: SourceSequenceSink<Sequence.Iterator, Observer>>(
    _ sequence: Sequence, _ observer: Observer,
    make: (Observable<Observer.Element>, Sequence.Iterator, Observer) -> Sink
) -> Disposable where Sequence.Element == Observable<Observer.Element> {
    var sources = sequence.makeIterator()
    guard let first = sources.next() else {
        observer.on(.completed)
        return Disposables.create()
    }
    let sink = make(first, sources, observer)
    sink.resubscribe()
    return sink
}
