/// A sequence with a stricter contract than `Observable`, named by its trait: `Single`
/// (exactly one element or an error), `Maybe` (at most one), `Completable` (none).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) { source = raw }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The trait as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Delivers the events on `scheduler`, one per scheduled run (the completion a run after
    /// the element), as RxSwift's do.
    public func observe(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observeOneEventPerRun(on: scheduler))
    }

    /// Subscribes to the source on `scheduler`.
    public func subscribe(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Calls `factory` for each subscription.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// Never sends any event.
    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error with a backoff delay, up to `maxAttempts` subscriptions.
    public func retry(_ maxAttempts: Int, delay: @escaping (Int) -> RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttempts, delay: delay, scheduler: scheduler))
    }

    /// Resubscribes whenever the trigger built from the errors sends an element.
    public func retry<Trigger: ObservableConvertibleType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes only after `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delays each event by `dueTime` on `scheduler`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` if the sequence has not finished within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }
}
