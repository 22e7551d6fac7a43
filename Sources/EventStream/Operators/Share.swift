/// How long `share` keeps its replay buffer.
public enum SubjectLifetimeScope {
    /// The buffer lives while the source is connected: after the last subscriber leaves, or the
    /// source terminates, the next subscriber starts afresh with a new upstream subscription.
    case whileConnected
    /// The buffer (and a terminal event) outlives disconnection and is replayed to every later
    /// subscriber.
    case forever
}

extension ObservableType {
    /// One upstream subscription shared by every subscriber, replaying the latest `replay`
    /// elements to each new one. Subscribes upstream with the first subscriber and disconnects
    /// when the last one leaves.
    ///
    /// ```swift
    /// let results = query.flatMapLatest(search).share(replay: 1)
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        Share(source: asObservable(), replay: replay, scope: scope)
    }
}

private final class Share<Element>: Observable<Element>, ObserverRemoving, @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = Lock()
    private var observers = ObserverList<Element>()
    /// The replay buffer, a ring once full: `removeFirst` in generic code allocated per element.
    private var buffer: [Element] = []
    /// Where the oldest element is once `buffer` holds `replay` elements.
    private var oldest = 0
    private var stopEvent: Event<Element>?
    /// Bumped on every (re)connection, so events and disposals of an old connection are ignored.
    private var generation = 0
    private var upstream: Disposable?
    private var connected = false

    private let handle = RemovalHandle()

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
        super.init()
        handle.attach(self)
    }

    deinit { handle.detach() }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if let stopEvent {
            let replayed = replayedElements()
            lock.unlock()
            for element in replayed { observer.onNext(element) }
            observer.on(stopEvent)
            return Disposables.create()
        }
        let box = observers.insert(observer, owner: handle)
        let replayed = replayedElements()
        let connect = !connected
        connected = true
        if connect { generation += 1 }
        let generation = self.generation
        lock.unlock()

        for element in replayed { observer.onNext(element) }
        if connect {
            let disposable = source.subscribe(ShareConnection(share: self, generation: generation))
            lock.lock()
            if self.generation == generation && connected && upstream == nil {
                upstream = disposable
                lock.unlock()
            } else {
                lock.unlock()
                disposable.dispose()
            }
        }
        return box
    }

    func removeObserver(key: Int) -> Disposable? {
        lock.lock()
        let removed = observers.remove(key)
        guard observers.isEmpty, connected else {
            lock.unlock()
            return removed
        }
        let upstream = disconnect()
        lock.unlock()
        // Disconnecting may release this share; the handle disposes it after unlocking.
        return Disposables.create { [removed] in
            _ = removed
            upstream?.dispose()
        }
    }

    /// Resets the connection; call with the lock held, dispose the result after unlocking.
    private func disconnect() -> Disposable? {
        connected = false
        generation += 1
        if scope == .whileConnected {
            buffer.removeAll()
            oldest = 0
        }
        let upstream = self.upstream
        self.upstream = nil
        return upstream
    }

    /// The buffer oldest first; call with the lock held.
    private func replayedElements() -> [Element] {
        if oldest == 0 { return buffer }
        return Array(buffer[oldest...] + buffer[..<oldest])
    }

    /// Keeps `element` for replay; call with the lock held.
    private func remember(_ element: Element) {
        if buffer.count < replay {
            buffer.append(element)
        } else {
            buffer[oldest] = element
            oldest = oldest + 1 == replay ? 0 : oldest + 1
        }
    }

    /// An element from upstream: no `Event` on the per-element path.
    fileprivate func connectionOnNext(_ element: Element, generation: Int) {
        lock.lock()
        guard generation == self.generation, connected else {
            lock.unlock()
            return
        }
        if replay > 0 { remember(element) }
        let observers = self.observers
        lock.unlock()
        observers.onNext(element)
    }

    fileprivate func connectionOn(_ event: Event<Element>, generation: Int) {
        lock.lock()
        guard generation == self.generation, connected else {
            lock.unlock()
            return
        }
        let observers = self.observers
        var upstream: Disposable?
        switch event {
        case .next(let element):
            if replay > 0 { remember(element) }
        case .error, .completed:
            if scope == .forever { stopEvent = event }
            self.observers.removeAll()
            upstream = disconnect()
        }
        lock.unlock()
        observers.on(event)
        upstream?.dispose()
    }
}

private struct ShareConnection<Element>: ObserverType {
    let share: Share<Element>
    let generation: Int

    func on(_ event: Event<Element>) { share.connectionOn(event, generation: generation) }
    func onNext(_ element: Element) { share.connectionOnNext(element, generation: generation) }
}
