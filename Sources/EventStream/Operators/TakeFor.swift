extension ObservableType {
    /// The elements sent within `duration` of subscribing, then completed.
    ///
    /// ```swift
    /// keystrokes.take(for: .seconds(5), scheduler: MainScheduler.instance)
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        TakeFor(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class TakeForSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    /// The source and the timer may deliver from different threads.
    let gate: EmitterGate<Observer>
    let timer = SingleAssignmentDisposable()

    override init(observer: Observer) {
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gate.on(event)
        if event.isStopEvent { dispose() }
    }

    func onNext(_ element: Element) { gate.onNext(element) }

    func tick() {
        gate.on(.completed)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        timer.dispose()
    }
}

private final class TakeFor<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: Scheduler

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: Scheduler) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeForSink(observer: observer)
        // The timer first, as in RxSwift: a source that sends at once still gets through.
        sink.timer.setDisposable(scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
            sink?.tick()
            return Disposables.create()
        })
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
