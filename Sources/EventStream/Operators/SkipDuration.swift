extension ObservableType {
    /// The elements sent after `duration` has passed since subscribing; the terminal event
    /// passes whenever it comes. (RxSwift's label: `skip(_:scheduler:)`, where `take` has
    /// `take(for:scheduler:)`.)
    ///
    /// ```swift
    /// positions.skip(.milliseconds(500), scheduler: MainScheduler.instance)   // ignore the settling
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        SkipDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipDurationSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let lock = Lock()
    /// Set by the timer, read per element; guarded by `lock`.
    private var open = false
    let timer = SingleAssignmentDisposable()

    func onNext(_ element: Element) {
        if stopped { return }
        let open = lock.withLock { self.open }
        if open { forwardNext(element) }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }

    func tick() { lock.withLock { open = true } }

    override func disposeResources() { timer.dispose() }
}

private final class SkipDuration<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: Scheduler

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: Scheduler) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipDurationSink(observer: observer)
        sink.timer.setDisposable(scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
            sink?.tick()
            return Disposables.create()
        })
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
