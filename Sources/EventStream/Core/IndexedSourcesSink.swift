/// An event of one of several sources, tagged with the source's position.
struct IndexedEvent<Element> {
    let index: Int
    let event: Event<Element>
}

/// The base of the sinks that combine several sources (`combineLatest`, `zip`): it subscribes
/// to each, and hands their events to `process` one at a time through a gate, so the state of
/// a subclass needs no lock and its results go out in the order their inputs were processed.
/// Each source's subscription is in `subscriptions`, by position.
class IndexedSourcesSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private var gate: EmitterGate<IndexedInputs<SourceElement, Observer>>!
    private let subscriptions: [SingleAssignmentDisposable]
    // Touched only from `process`, which the gate serialises.
    /// Which sources have completed, and how many.
    final private(set) var done: [Bool]
    final private(set) var doneCount = 0

    init(count: Int, observer: Observer) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        done = Array(repeating: false, count: count)
        super.init(observer: observer)
        gate = EmitterGate(IndexedInputs(sink: self))
    }

    /// Subscribes to every source, in order.
    final func subscribe(_ sources: [Observable<SourceElement>]) {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(IndexedSourceObserver(gate: gate, index: index)))
        }
    }

    /// One event of one source; subclasses override it.
    func process(_ input: IndexedEvent<SourceElement>) {}

    /// Records that source `index` completed and lets go of it (first, as RxSwift's do);
    /// returns whether every source has now completed. Call from `process`.
    final func sourceCompleted(_ index: Int) -> Bool {
        if done[index] { return false }
        done[index] = true
        doneCount += 1
        subscriptions[index].dispose()
        return doneCount == done.count
    }

    override func disposeResources() {
        gate.close()
        for subscription in subscriptions { subscription.dispose() }
    }
}

/// Subscribed to one source: tags its events with its position and hands them to the gate.
private struct IndexedSourceObserver<SourceElement, Observer: ObserverType>: ObserverType {
    typealias Element = SourceElement
    let gate: EmitterGate<IndexedInputs<SourceElement, Observer>>
    let index: Int

    func on(_ event: Event<SourceElement>) { gate.onNext(IndexedEvent(index: index, event: event)) }
}

/// The gate's observer: hands each tagged event to the sink.
private struct IndexedInputs<SourceElement, Observer: ObserverType>: ObserverType {
    typealias Element = IndexedEvent<SourceElement>
    // The sink owns the gate that holds this; it outlives every delivery.
    unowned let sink: IndexedSourcesSink<SourceElement, Observer>

    func on(_ event: Event<IndexedEvent<SourceElement>>) {
        if case .next(let input) = event { sink.process(input) }
    }
}
