extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error passes at once.
    public func delay(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    /// Events in arrival order; each timer delivers the oldest (all delays are equal).
    private var queue: [Event<Element>] = []
    private let timers = CompositeDisposable()

    init(dueTime: RxTimeInterval, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if case .error = event {
            gate.on(event)
            dispose()
            return
        }
        lock.withLock { queue.append(event) }
        let slot = SingleAssignmentDisposable()
        guard let key = timers.insert(slot) else { return }
        slot.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime) { [weak self] _ in
            self?.fire(key)
            return Disposables.create()
        })
    }

    private func fire(_ key: CompositeDisposable.DisposeKey) {
        timers.remove(for: key)
        let event = lock.withLock { queue.isEmpty ? nil : queue.removeFirst() }
        guard let event else { return }
        gate.on(event)
        if event.isStopEvent { dispose() }
    }

    override func disposeResources() {
        gate.close()
        timers.dispose()
    }
}

private final class Delay<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
