import EventStream

/// A test source whose events happen at absolute virtual times whether or not anyone listens.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // Guarded by `lock`; in subscription order.
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let observers = self.lock.withLock { self.observers }
                for entry in observers { entry.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = lock.withLock {
            let key = nextKey
            nextKey += 1
            observers.append((key, AnyObserver(observer)))
            return key
        }
        let index = recordSubscribe()
        return Disposables.create { [weak self] in
            guard let self else { return }
            // Released after unlocking, so no deinit runs under the lock.
            let removed = self.lock.withLock { () -> AnyObserver<Element>? in
                guard let position = self.observers.firstIndex(where: { $0.key == key }) else { return nil }
                return self.observers.remove(at: position).observer
            }
            _ = removed
            self.recordUnsubscribe(index)
        }
    }
}
