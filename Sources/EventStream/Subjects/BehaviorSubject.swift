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
    // The terminal event as two plain fields rather than an `Event<Element>?`: in this generic
    // class every touch of that optional (each subscribe, and deinit) looks up the metadata of
    // `Event<Element>` and of its `Optional`, about 650 instructions.
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var stopError: Swift.Error?
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
        if let stopError { throw stopError }
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
        stopped = true
        if case .error(let error) = event { stopError = error }
        closed = true
        let observers = self.observers
        self.observers.removeAll()
        lock.unlock()
        observers.on(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if closed {
            lock.unlock()
            subscribeAfterTheEnd(observer)
            return Disposables.create()
        }
        let box = observers.insert(observer, owner: handle)
        let current = element
        lock.unlock()
        observer.onNext(current)
        return box
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if closed {
            lock.unlock()
            subscribeAfterTheEnd(node)
            return Disposables.create()
        }
        observers.insert(node: node, owner: handle)
        let current = element
        lock.unlock()
        node.onNext(current)
        return node
    }

    // Out of line, so that the `Event<Element>` it builds is not looked up on every subscribe.
    @inline(never)
    private func subscribeAfterTheEnd<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        lock.lock()
        let stopped = self.stopped
        let stopError = self.stopError
        let disposed = self.disposed
        lock.unlock()
        if disposed {
            observer.on(.error(RxError.disposed(object: "BehaviorSubject")))
        } else if let stopError {
            observer.on(.error(stopError))
        } else if stopped {
            observer.on(.completed)
        }
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
            stopped = false
            stopError = nil
            return observers
        }
        _ = released
    }
}
