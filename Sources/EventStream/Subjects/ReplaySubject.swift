/// Replays buffered elements to each new subscriber, then forwards later events.
///
/// ```swift
/// let log = ReplaySubject<String>.create(bufferSize: 10)
/// ```
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, ObserverRemoving, @unchecked Sendable {
    private let lock = Lock()
    private let handle = RemovalHandle()
    private var observers = ObserverList<Element>()
    private var buffer: [Element] = []
    private let bufferSize: Int
    private var stopEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
        super.init()
        handle.attach(self)
    }

    deinit { handle.detach() }

    /// A subject that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "bufferSize must be non-negative")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element (RxSwift's name; keep what it holds reasonable).
    public static func createUnbounded() -> ReplaySubject<Element> { ReplaySubject(bufferSize: Int.max) }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Buffers a `next` element and sends `event` to the subscribers.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            if bufferSize > 0 {
                buffer.append(element)
                if buffer.count > bufferSize { buffer.removeFirst() }
            }
        case .error, .completed:
            stopEvent = event
        }
        let observers = self.observers
        if event.isStopEvent { self.observers.removeAll() }
        lock.unlock()
        observers.on(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: "ReplaySubject")))
            return Disposables.create()
        }
        let replayed = buffer
        if let stopEvent {
            lock.unlock()
            for element in replayed { observer.on(.next(element)) }
            observer.on(stopEvent)
            return Disposables.create()
        }
        let box = observers.insert(observer, owner: handle)
        lock.unlock()
        for element in replayed { observer.on(.next(element)) }
        return box
    }

    func removeObserver(key: Int) -> Disposable? {
        // The removed box is returned so that it is released after unlocking.
        lock.withLock { observers.remove(key) }
    }

    /// The observer side.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops the buffer and all subscribers.
    public func dispose() {
        // Released after unlocking: a subscriber's deinit may come back to this subject.
        let released = lock.withLock { () -> ObserverList<Element> in
            disposed = true
            defer { observers.removeAll() }
            buffer.removeAll()
            return observers
        }
        _ = released
    }
}
