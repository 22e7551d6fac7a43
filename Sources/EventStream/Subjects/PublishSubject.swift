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
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, ObserverRemoving, @unchecked Sendable {
    // All guarded by `lock`, which already excludes overlapping access.
    private let lock = Lock()
    private let handle = RemovalHandle()
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var stopEvent: Event<Element>?
    /// Mirrors `stopEvent != nil` or `disposed`, so the per-element check needs no generic enum.
    @exclusivity(unchecked) private var closed = false
    @exclusivity(unchecked) private var disposed = false

    /// A subject with no subscribers.
    public override init() {
        super.init()
        handle.attach(self)
    }

    deinit { handle.detach() }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `element` to the current subscribers; ignored after a terminal event.
    public func onNext(_ element: Element) {
        lock.lock()
        if closed {
            lock.unlock()
            return
        }
        let observers = self.observers
        lock.unlock()
        observers.onNext(element)
    }

    /// Sends `event` to the current subscribers; ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        lock.lock()
        if closed {
            lock.unlock()
            return
        }
        let observers = self.observers
        stopEvent = event
        closed = true
        self.observers.removeAll()
        lock.unlock()
        observers.on(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if closed {
            lock.unlock()
            return subscribeAfterTheEnd(observer)
        }
        let box = observers.insert(observer, owner: handle)
        lock.unlock()
        return box
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if closed {
            lock.unlock()
            return subscribeAfterTheEnd(node)
        }
        observers.insert(node: node, owner: handle)
        lock.unlock()
        return node
    }

    // Out of line: the `Event<Element>` it reads is a metadata lookup in this generic class,
    // which would otherwise be hoisted onto every subscribe.
    @inline(never)
    private func subscribeAfterTheEnd<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let stopEvent = self.stopEvent
        let disposed = self.disposed
        lock.unlock()
        if let stopEvent {
            observer.on(stopEvent)
        } else if disposed {
            observer.on(.error(RxError.disposed(object: "PublishSubject")))
        }
        return Disposables.create()
    }

    func removeObserver(key: Int) -> Disposable? {
        // The removed box is returned so that it is released after unlocking.
        lock.withLock { observers.remove(key) }
    }

    /// The observer side.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops all subscribers; later subscribers get a `disposed` error.
    public func dispose() {
        // Released after unlocking: a subscriber's deinit may come back to this subject.
        let released = lock.withLock { () -> ObserverList<Element> in
            disposed = true
            closed = true
            defer { observers.removeAll() }
            stopEvent = nil
            return observers
        }
        _ = released
    }
}
