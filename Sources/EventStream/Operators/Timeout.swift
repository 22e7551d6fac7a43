extension ObservableType {
    /// Fails with `RxError.timeout` if `dueTime` passes before the first element or between two.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if `dueTime` passes before the first element or between two.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: Scheduler) -> Observable<Element> where Source.Element == Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: Scheduler
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    private var id = 0
    private var switched = false
    private let timer = SerialDisposable()
    private let otherSubscription = SerialDisposable()

    init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func startTimer() {
        let current = lock.withLock { () -> Int in
            id &+= 1
            return id
        }
        timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { [weak self] current in
            self?.timerFired(current)
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        let active = lock.withLock { () -> Bool in
            if switched { return false }
            id &+= 1
            return true
        }
        guard active else { return }
        gate.on(event)
        if event.isStopEvent { dispose() } else { startTimer() }
    }

    private func timerFired(_ current: Int) {
        let fire = lock.withLock { () -> Bool in
            guard id == current, !switched else { return false }
            switched = true
            return true
        }
        guard fire else { return }
        disposeUpstream()
        otherSubscription.disposable = other.subscribe(AnyObserver { [weak self] event in
            guard let self else { return }
            self.gate.on(event)
            if event.isStopEvent { self.dispose() }
        })
    }

    override func disposeResources() {
        gate.close()
        timer.dispose()
        otherSubscription.dispose()
    }
}

private final class Timeout<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer)
        sink.startTimer()
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
