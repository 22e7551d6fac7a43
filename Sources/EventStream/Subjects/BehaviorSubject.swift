/// Holds a current value: a new subscriber gets it at once, then every later event.
///
/// ```swift
/// let selection = BehaviorSubject(value: 0)
/// selection.subscribe(onNext: { print($0) })   // prints 0
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, ObserverRemoving, @unchecked Sendable {
    // All guarded by `lock`, which already excludes overlapping access.
    private let lock = Lock()
    private let handle = RemovalHandle()
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var element: Element
    @exclusivity(unchecked) private var stopEvent: Event<Element>?
    @exclusivity(unchecked) private var closed = false
    @exclusivity(unchecked) private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
        handle.attach(self)
    }

    deinit { handle.detach() }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current value; throws the error the subject failed with, or `disposed`.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed { throw RxError.disposed(object: "BehaviorSubject") }
        if case .error(let error)? = stopEvent { throw error }
        return element
    }

    /// Makes `element` the current value and sends it to the subscribers.
    public func onNext(_ element: Element) {
        lock.lock()
        if closed {
            lock.unlock()
            return
        }
        self.element = element
        let observers = self.observers
        lock.unlock()
        observers.onNext(element)
    }

    /// Stores a `next` element as the current value and sends `event` to the subscribers.
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
        stopEvent = event
        closed = true
        let observers = self.observers
        self.observers.removeAll()
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
            observer.on(.error(RxError.disposed(object: "BehaviorSubject")))
            return Disposables.create()
        }
        let box = observers.insert(observer, owner: handle)
        let current = element
        lock.unlock()
        observer.onNext(current)
        return box
    }

    func removeObserver(key: Int) -> Disposable? {
        // The removed box is returned so that it is released after unlocking.
        lock.withLock { observers.remove(key) }
    }

    /// The observer side.
    public func asObserver() -> BehaviorSubject<Element> { self }

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
