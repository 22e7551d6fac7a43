/// A test source whose events happen at absolute virtual times whether or not anyone listens.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private var observers = ObserverList<Element>()

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let observers = self.lock.withLock { self.observers }
                observers.on(recorded.value)
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = lock.withLock { observers.insert(observer.on) }
        let index = recordSubscribe()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.observers.remove(key) }
            self.recordUnsubscribe(index)
        }
    }
}
