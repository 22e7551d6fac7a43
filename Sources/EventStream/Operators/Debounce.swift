extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another one; on completion the
    /// pending element is sent at once.
    ///
    /// ```swift
    /// query.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler
    private let lock = Lock()
    /// Generation of the latest element: a timer whose id is stale does nothing.
    @exclusivity(unchecked) private var id = 0
    @exclusivity(unchecked) private var pending: Element?
    private let timer = SerialDisposable()
    /// The timer and the source may deliver from different threads.
    private let gate: EmitterGate<Observer>

    init(dueTime: RxTimeInterval, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        lock.lock()
        id &+= 1
        let current = id
        pending = element
        lock.unlock()
        // The timer holds the sink until it fires or is cancelled (which releases it).
        timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { current in
            self.timerFired(current)
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            lock.withLock { pending = nil }
            gate.on(event)
            dispose()
        case .completed:
            let last = lock.withLock { () -> Element? in
                defer { pending = nil }
                return pending
            }
            if let last { gate.on(.next(last)) }
            gate.on(.completed)
            dispose()
        }
    }

    private func timerFired(_ current: Int) {
        let element = lock.withLock { () -> Element? in
            guard id == current, let element = pending else { return nil }
            pending = nil
            return element
        }
        if let element { gate.onNext(element) }
    }

    override func disposeResources() {
        gate.close()
        timer.dispose()
    }
}

private final class Debounce<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
