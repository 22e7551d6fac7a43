extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
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
        if start {
            drainSchedule.disposable = scheduler.schedule(()) { [self] _ in
                drain()
                return Disposables.create()
            }
        }
    }

    private func drain() {
        while true {
            lock.lock()
            if closed || head == queue.count {
                queue.removeAll(keepingCapacity: !closed)
                head = 0
                draining = false
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
        }
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
