extension ObservableType {
    /// Subscribes to (and later disposes) the source on `scheduler`; events arrive wherever the
    /// source sends them.
    ///
    /// ```swift
    /// Observable.deferred { .just(try decode(data)) }.subscribe(on: background)
    /// ```
    public func subscribe(on scheduler: Scheduler) -> Observable<Element> {
        // `self`, not `asObservable()`, as in RxSwift: the source is subscribed as it is.
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else if !stopped {
            forward(event)
        }
    }
}

private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    private let source: Source
    private let scheduler: Scheduler

    init(source: Source, scheduler: Scheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = SubscribeOnSink(observer: observer)
        let subscription = SingleAssignmentDisposable()
        let scheduled = scheduler.schedule(()) { [source, scheduler] _ in
            subscription.setDisposable(ScheduledDisposable(scheduler: scheduler, disposable: source.subscribe(sink)))
            return Disposables.create()
        }
        sink.setUpstream(Disposables.create(scheduled, subscription))
        return sink
    }
}
