import EventStream

/// A test source that plays its events relative to each subscription's time.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = recordSubscribe()
        let scheduled = CompositeDisposable()
        let start = testScheduler.clock
        for recorded in recordedEvents {
            scheduled.insert(testScheduler.scheduleAbsoluteVirtual((), time: start + recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordUnsubscribe(index)
        }
    }
}
