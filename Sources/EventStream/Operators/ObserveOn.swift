extension ObservableType {
    /// Delivers every event on `scheduler`, in order: a run delivers everything that arrived
    /// before it, so a burst from another thread reaches the main loop in one turn (one frame).
    ///
    /// RxSwift delivers one event per run instead; on `TestScheduler` its burst is spread over
    /// a tick per event where this one shares a tick (`docs/EventStream-conformance.md`).
    /// ```swift
    /// decoded.observe(on: MainScheduler.instance)
    /// ```
    public func observe(on scheduler: Scheduler) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler, oneEventPerRun: false)
    }

    /// `observe(on:)` one event per scheduled run, as RxSwift's: what the traits (`Single`,
    /// `Maybe`, `Completable`) use, whose element and completion leave a tick apart on
    /// `TestScheduler`, as in RxSwift's tests.
    func observeOneEventPerRun(on scheduler: Scheduler) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler, oneEventPerRun: true)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let scheduler: Scheduler
    private let oneEventPerRun: Bool
    private let lock = Lock()
    private var queue: [Event<Element>] = []
    private var head = 0
    private var draining = false
    private var closed = false
    private let drainSchedule = SerialDisposable()

    init(scheduler: Scheduler, oneEventPerRun: Bool, observer: Observer) {
        self.scheduler = scheduler
        self.oneEventPerRun = oneEventPerRun
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if closed {
            lock.unlock()
            return
        }
        queue.append(event)
        let start = !draining
        draining = true
        lock.unlock()
        if start { scheduleDelivery() }
    }

    private func scheduleDelivery() {
        drainSchedule.disposable = scheduler.schedule(()) { [self] _ in
            deliver()
            return Disposables.create()
        }
    }

    /// Delivers the queued events, oldest first: all of them, or (`oneEventPerRun`) the oldest
    /// one, scheduling another run for the rest.
    private func deliver() {
        while true {
            lock.lock()
            if closed || head == queue.count {
                idle()
                lock.unlock()
                return
            }
            let event = queue[head]
            head += 1
            if event.isStopEvent { closed = true }
            lock.unlock()
            forward(event)
            if event.isStopEvent {
                dispose()
                return
            }
            if oneEventPerRun { break }
        }
        lock.lock()
        if closed || head == queue.count {
            idle()
            lock.unlock()
            return
        }
        lock.unlock()
        scheduleDelivery()
    }

    /// Empties the queue and stops draining; call with the lock held.
    private func idle() {
        queue.removeAll(keepingCapacity: !closed)
        head = 0
        draining = false
    }

    override func disposeResources() {
        lock.withLock {
            closed = true
            queue.removeAll()
            head = 0
        }
        drainSchedule.dispose()
    }
}

private final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: Scheduler
    private let oneEventPerRun: Bool

    init(source: Observable<Element>, scheduler: Scheduler, oneEventPerRun: Bool) {
        self.source = source
        self.scheduler = scheduler
        self.oneEventPerRun = oneEventPerRun
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, oneEventPerRun: oneEventPerRun, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
