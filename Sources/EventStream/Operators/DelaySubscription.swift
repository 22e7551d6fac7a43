extension ObservableType {
    /// Subscribes to this sequence only after `dueTime`; its events then pass as they come.
    ///
    /// ```swift
    /// prefetch.delaySubscription(.milliseconds(200), scheduler: MainScheduler.instance)
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscription<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = PassThroughSink(observer: observer)
        // Disposing the timer before it fires cancels the subscription; after, it disposes what
        // the subscription returned.
        sink.setUpstream(scheduler.scheduleRelative(source, dueTime: dueTime) { source in source.subscribe(sink) })
        return sink
    }
}
