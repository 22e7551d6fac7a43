extension ObservableType {
    /// Resubscribes after every error, forever.
    public func retry() -> Observable<Element> {
        Retry(source: asObservable(), maxAttempts: Int.max, delay: nil)
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all; then fails
    /// with the last error.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Retry(source: asObservable(), maxAttempts: maxAttemptCount, delay: nil)
    }

    /// Resubscribes after an error, waiting `delay(attempt)` first (attempt 1 is the first
    /// retry), up to `maxAttempts` subscriptions in all: exponential backoff in one line.
    ///
    /// ```swift
    /// request.retry(4, delay: { .milliseconds(250 << ($0 - 1)) }, scheduler: scheduler)
    /// ```
    public func retry(_ maxAttempts: Int, delay: @escaping (Int) -> RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        Retry(source: asObservable(), maxAttempts: maxAttempts, delay: (delay, scheduler))
    }

    /// Resubscribes whenever the sequence `notificationHandler` builds from the errors sends
    /// an element in answer to a failure; its error or completion ends the result at the
    /// source's next failure (a source that completes on its own completes the result).
    ///
    /// ```swift
    /// request.retry { errors in errors.enumerated().flatMap { attempt, error in
    ///     attempt < 3 ? Observable<Int>.timer(.seconds(1 << attempt), scheduler: s) : .error(error) } }
    /// ```
    public func retry<Trigger: ObservableConvertibleType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observable<Element> {
        RetryWhen<Element, Swift.Error>(source: asObservable(), handler: { notificationHandler($0).asObservable().map { _ in () } })
    }

    /// `retry(when:)` for errors of one type: the handler sees the errors of type `Error`, and
    /// any other error ends the result at once.
    public func retry<Trigger: ObservableConvertibleType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> Trigger) -> Observable<Element> {
        RetryWhen<Element, Error>(source: asObservable(), handler: { notificationHandler($0).asObservable().map { _ in () } })
    }
}

private final class RetrySink<Observer: ObserverType>: ResubscribingSink<Observer> {
    private let maxAttempts: Int
    private let delay: ((Int) -> RxTimeInterval, Scheduler)?
    private let lock = Lock()
    private var attempts = 1
    private let timer = SerialDisposable()

    init(source: Observable<Observer.Element>, maxAttempts: Int, delay: ((Int) -> RxTimeInterval, Scheduler)?, observer: Observer) {
        self.maxAttempts = maxAttempts
        self.delay = delay
        super.init(source: source, observer: observer)
    }

    override func failed(_ error: Swift.Error) {
        let attempt = lock.withLock { () -> Int? in
            guard attempts < maxAttempts else { return nil }
            attempts += 1
            return attempts - 1
        }
        guard let attempt else {
            on(.error(error))
            return
        }
        if let (delayFor, scheduler) = delay {
            timer.disposable = scheduler.scheduleRelative((), dueTime: delayFor(attempt)) { [weak self] _ in
                self?.resubscribe()
                return Disposables.create()
            }
        } else {
            resubscribe()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        timer.dispose()
    }
}

private final class Retry<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let maxAttempts: Int
    private let delay: ((Int) -> RxTimeInterval, Scheduler)?

    init(source: Observable<Element>, maxAttempts: Int, delay: ((Int) -> RxTimeInterval, Scheduler)?) {
        self.source = source
        self.maxAttempts = maxAttempts
        self.delay = delay
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if maxAttempts <= 0 {
            observer.on(.completed)
            return Disposables.create()
        }
        let sink = RetrySink(source: source, maxAttempts: maxAttempts, delay: delay, observer: observer)
        sink.resubscribe()
        return sink
    }
}

private final class RetryWhenSink<Observer: ObserverType, Failure: Swift.Error>: ResubscribingSink<Observer> {
    let errors = PublishSubject<Failure>()
    /// What the notification handler sends; listened to only while a retry is pending, as in
    /// RxSwift: an element sent while the source runs is dropped, and a completion or error
    /// ends the result only when the source next fails (a subject replays its end).
    let notifier = PublishSubject<Void>()
    let handlerSubscription = SingleAssignmentDisposable()
    private let pending = SerialDisposable()

    override func failed(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            on(.error(error))
            return
        }
        pending.disposable = notifier.subscribe(AnyObserver { [weak self] in self?.triggerOn($0) })
        errors.onNext(failure)
    }

    private func triggerOn(_ event: Event<Void>) {
        switch event {
        case .next:
            pending.disposable = Disposables.create()
            resubscribe()
        case .error(let error): on(.error(error))
        case .completed: on(.completed)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        pending.dispose()
        handlerSubscription.dispose()
    }
}

private final class RetryWhen<Element, Failure: Swift.Error>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Observable<Failure>) -> Observable<Void>

    init(source: Observable<Element>, handler: @escaping (Observable<Failure>) -> Observable<Void>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RetryWhenSink<Observer, Failure>(source: source, observer: observer)
        sink.handlerSubscription.setDisposable(handler(sink.errors.asObservable()).subscribe(sink.notifier))
        sink.resubscribe()
        return sink
    }
}
