extension ObservableType {
    /// At most one element per `dueTime`: the first at once, then (with `latest`) the latest
    /// one when the period ends.
    ///
    /// ```swift
    /// scrolledNearBottom.throttle(.milliseconds(500), scheduler: MainScheduler.instance)
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: Scheduler
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    private var lastSent: RxTime?
    private var unsent: Element?
    private var completedWhilePending = false
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    private enum Step {
        case sendNow(Element), schedule(RxTimeInterval), nothing
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let step = lock.withLock { () -> Step in
                let remaining = lastSent.map { dueTime.secondsValue - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    unsent = nil
                    lastSent = now
                    return .sendNow(element)
                }
                guard latest else { return .nothing }
                let inFlight = unsent != nil
                unsent = element
                return inFlight ? .nothing : .schedule(.nanoseconds(Int(remaining * 1e9)))
            }
            switch step {
            case .nothing: break
            case .sendNow(let element):
                timer.disposable = Disposables.create()
                gate.on(.next(element))
            case .schedule(let delay):
                timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { [weak self] _ in
                    self?.propagate()
                    return Disposables.create()
                }
            }
        case .error:
            lock.withLock { unsent = nil }
            terminate(event)
        case .completed:
            let pending = lock.withLock { () -> Bool in
                if unsent != nil { completedWhilePending = true }
                return unsent != nil
            }
            if !pending { terminate(.completed) }
        }
    }

    private func propagate() {
        let now = scheduler.now
        let (element, complete) = lock.withLock { () -> (Element?, Bool) in
            let element = unsent
            unsent = nil
            if element != nil { lastSent = now }
            return (element, completedWhilePending)
        }
        if let element { gate.on(.next(element)) }
        if complete { terminate(.completed) }
    }

    private func terminate(_ event: Event<Element>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        timer.dispose()
    }
}

private final class Throttle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
