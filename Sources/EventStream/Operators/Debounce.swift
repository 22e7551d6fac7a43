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
    // All guarded by `lock`. The pending element lives in a slot of its own rather than an
    // `Element?`: in this unspecialised sink every touch of an optional looks up
    // `Optional<Element>`'s metadata, about 600 instructions per debounced element.
    /// Generation of the latest element: a timer whose id is stale does nothing.
    @exclusivity(unchecked) private var id = 0
    @exclusivity(unchecked) private var hasPending = false
    private let slot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var timer: Disposable?
    @exclusivity(unchecked) private var timerClosed = false
    /// The timer and the source may deliver from different threads.
    private let gate: EmitterGate<Observer>

    init(dueTime: RxTimeInterval, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    deinit {
        if hasPending { slot.deinitialize(count: 1) }
        slot.deallocate()
    }

    func onNext(_ element: Element) {
        lock.lock()
        id &+= 1
        let current = id
        if hasPending {
            slot.pointee = element
        } else {
            slot.initialize(to: element)
            hasPending = true
        }
        lock.unlock()
        // The timer holds the sink until it fires or is cancelled (which releases it).
        let next = scheduler.scheduleRelative(current, dueTime: dueTime) { current in
            self.timerFired(current)
            return Disposables.create()
        }
        lock.lock()
        if timerClosed {
            lock.unlock()
            next.dispose()
            return
        }
        let previous = timer
        timer = next
        lock.unlock()
        previous?.dispose()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            lock.lock()
            if hasPending {
                hasPending = false
                slot.deinitialize(count: 1)
            }
            lock.unlock()
            gate.on(event)
            dispose()
        case .completed:
            lock.lock()
            if hasPending {
                hasPending = false
                let last = slot.move()
                lock.unlock()
                gate.onNext(last)
            } else {
                lock.unlock()
            }
            gate.on(.completed)
            dispose()
        }
    }

    private func timerFired(_ current: Int) {
        lock.lock()
        guard id == current, hasPending else {
            lock.unlock()
            return
        }
        hasPending = false
        let element = slot.move()
        lock.unlock()
        gate.onNext(element)
    }

    override func disposeResources() {
        gate.close()
        lock.lock()
        timerClosed = true
        let last = timer
        timer = nil
        if hasPending {
            hasPending = false
            slot.deinitialize(count: 1)
        }
        lock.unlock()
        last?.dispose()
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
