/// A test source whose events happen at absolute virtual times whether or not anyone listens.
final class HotObservable<Element>: TestableObservable<Element>, ObserverRemoving, @unchecked Sendable {
    private var observers = ObserverList<Element>()

    private let handle = RemovalHandle()

    deinit { handle.detach() }

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        handle.attach(self)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let observers = self.lock.withLock { self.observers }
                observers.on(recorded.value)
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let box = lock.withLock { observers.insert(observer, owner: handle) }
        let index = recordSubscribe()
        return Disposables.create { [weak self] in
            box.dispose()
            self?.recordUnsubscribe(index)
        }
    }

    func removeObserver(key: Int) -> Disposable? {
        // The removed box is returned so that it is released after unlocking.
        lock.withLock { observers.remove(key) }
    }
}
