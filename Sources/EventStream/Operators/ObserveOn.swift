extension ObservableType {
    /// Delivers every event on `scheduler`, in order, one event per scheduled run.
    ///
    /// ```swift
    /// decoded.observe(on: MainScheduler.instance)
    /// ```
    public func observe(on scheduler: Scheduler) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let scheduler: Scheduler
    private let lock = Lock()
    private var queue: [Event<Element>] = []
    private var head = 0
    private var draining = false
    private var closed = false
    private let drainSchedule = SerialDisposable()

    init(scheduler: Scheduler, observer: Observer) {
        self.scheduler = scheduler
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
            deliverOne()
            return Disposables.create()
        }
    }

    /// Delivers the oldest queued event, then schedules the next delivery if more are queued:
    /// one event per scheduled run, as RxSwift does, so other work posted to the scheduler
    /// meanwhile is not held up behind a burst (on `TestScheduler`, one tick per event).
    private func deliverOne() {
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

    init(source: Observable<Element>, scheduler: Scheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
