extension ObservableType {
    /// The elements of `sequence` in order, then completed.
    ///
    /// Without a scheduler the elements are delivered during `subscribe` (so an infinite sequence
    /// never returns); with one, each element is scheduled and disposal stops the rest.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: Scheduler? = nil) -> Observable<Element> where Sequence.Element == Element {
        if let scheduler { return ScheduledSequence(sequence, scheduler: scheduler) }
        return ImmediateSequence(sequence)
    }

    /// The element of `optional` if there is one, then completed.
    public static func from(optional: Element?) -> Observable<Element> {
        ImmediateSequence(optional.map { [$0] } ?? [])
    }
}

private final class ImmediateSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    private let sequence: Sequence

    init(_ sequence: Sequence) { self.sequence = sequence }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // `onNext`/`onCompleted`: no `Event` (a metadata lookup in this generic class).
        for element in sequence { observer.onNext(element) }
        observer.onCompleted()
        return Disposables.create()
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        for element in sequence { node.onNext(element) }
        node.onCompleted()
        return Disposables.create()
    }
}

private final class ScheduledSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    private let sequence: Sequence
    private let scheduler: Scheduler

    init(_ sequence: Sequence, scheduler: Scheduler) {
        self.sequence = sequence
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ScheduledSequenceSink(observer: observer)
        var iterator = sequence.makeIterator()
        let serial = SerialDisposable()
        func step() {
            serial.disposable = scheduler.schedule(()) { _ in
                if let element = iterator.next() {
                    sink.forward(.next(element))
                    step()
                } else {
                    sink.forwardTerminal(.completed)
                }
                return Disposables.create()
            }
        }
        step()
        sink.setUpstream(serial)
        return sink
    }
}

private final class ScheduledSequenceSink<Observer: ObserverType>: Sink<Observer> {}
