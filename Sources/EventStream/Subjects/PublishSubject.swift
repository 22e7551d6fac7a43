/// Broadcasts each event to the observers subscribed at that moment; late subscribers get only
/// later events (and the terminal event, if it already happened).
///
/// Like RxSwift's, a subject does not serialise concurrent `on` calls: send from one thread at a
/// time (or put `observe(on:)` in front).
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.onNext(())
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?
    private var disposed = false

    /// A subject with no subscribers.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `event` to the current subscribers; ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        let observers = self.observers
        if event.isStopEvent {
            stopEvent = event
            self.observers.removeAll()
        }
        lock.unlock()
        observers.on(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if let stopEvent {
            lock.unlock()
            observer.on(stopEvent)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: "PublishSubject")))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        lock.unlock()
        return SubjectSubscription(key: key) { [weak self] key in
            guard let self else { return }
            self.lock.withLock { self.observers.remove(key) }
        }
    }

    /// The observer side.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops all subscribers; later subscribers get a `disposed` error.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stopEvent = nil
        }
    }
}
