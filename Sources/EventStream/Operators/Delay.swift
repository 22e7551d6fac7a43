extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error passes at once.
    ///
    /// The source is unsubscribed as soon as it terminates. Events are delivered one per
    /// scheduled run, each at its own arrival time plus `dueTime`, so two events that arrive
    /// together leave in two runs (on `TestScheduler`, one tick apart), as in RxSwift.
    /// ```swift
    /// hint.delay(.seconds(2), scheduler: MainScheduler.instance)
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler
    /// The source (an error) and the timer may deliver from different threads.
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    // Guarded by `lock`.
    /// Events waiting, with their arrival times, oldest at `head`.
    private var queue: [(time: RxTime, event: Event<Element>)] = []
    private var head = 0
    /// A run is scheduled or running.
    private var active = false
    /// A run is delivering; an error that arrives meanwhile is left for it to send.
    private var running = false
    private var error: Swift.Error?
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { disposeUpstream() }
        if case .error(let error) = event {
            let sendNow = lock.withLock { () -> Bool in
                queue.removeAll()
                head = 0
                self.error = error
                return !running
            }
            if sendNow { terminate(event) }
            return
        }
        let now = scheduler.now
        let start = lock.withLock { () -> Bool in
            queue.append((now, event))
            if active { return false }
            active = true
            return true
        }
        if start { schedule(after: dueTime) }
    }

    private func schedule(after delay: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { [weak self] _ in
            self?.run()
            return Disposables.create()
        }
    }

    private enum Next {
        case error(Swift.Error), at(RxTime), idle
    }

    /// Delivers the oldest event, then schedules the next one at its due time.
    private func run() {
        let event = lock.withLock { () -> Event<Element>? in
            if error != nil || head == queue.count { return nil }
            running = true
            return dequeue()
        }
        guard let event else { return }
        if event.isStopEvent {
            terminate(event)
            return
        }
        gate.on(event)
        let next = lock.withLock { () -> Next in
            running = false
            if let error { return .error(error) }
            if head == queue.count {
                active = false
                return .idle
            }
            return .at(queue[head].time)
        }
        switch next {
        case .error(let error): terminate(.error(error))
        case .at(let time): schedule(after: dueTime.remaining(afterSpanFrom: time, to: scheduler.now))
        case .idle: break
        }
    }

    /// Takes the oldest queued event; call with the lock held and the queue not empty.
    private func dequeue() -> Event<Element> {
        let event = queue[head].event
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        return event
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
