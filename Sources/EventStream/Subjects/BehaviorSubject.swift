/// Holds a current value: a new subscriber gets it at once, then every later event.
///
/// ```swift
/// let selection = BehaviorSubject(value: 0)
/// selection.subscribe(onNext: { print($0) })   // prints 0
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var observers = ObserverList<Element>()
    private var element: Element
    private var stopEvent: Event<Element>?
    private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) { element = value }

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

    /// Stores a `next` element as the current value and sends `event` to the subscribers.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value): element = value
        case .error, .completed: stopEvent = event
        }
        let observers = self.observers
        if event.isStopEvent { self.observers.removeAll() }
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
        let key = observers.insert(observer.on)
        let current = element
        lock.unlock()
        observer.on(.next(current))
        return SubjectSubscription(key: key) { [weak self] key in
            guard let self else { return }
            self.lock.withLock { self.observers.remove(key) }
        }
    }

    /// The observer side.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops all subscribers; later subscribers get a `disposed` error.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stopEvent = nil
        }
    }
}
