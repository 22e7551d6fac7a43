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
    private var buffer: [Element] = []
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
            let replayed = buffer
            lock.unlock()
            for element in replayed { observer.on(.next(element)) }
            observer.on(stopEvent)
            return Disposables.create()
        }
        let box = observers.insert(observer, owner: handle)
        let replayed = buffer
        let connect = !connected
        connected = true
        if connect { generation += 1 }
        let generation = self.generation
        lock.unlock()

        for element in replayed { observer.on(.next(element)) }
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
        if scope == .whileConnected { buffer.removeAll() }
        let upstream = self.upstream
        self.upstream = nil
        return upstream
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
            if replay > 0 {
                if buffer.count == replay { buffer.removeFirst() }
                buffer.append(element)
            }
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
}
