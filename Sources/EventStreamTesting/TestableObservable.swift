import EventStream

/// A test source: its events are scripted in virtual time and its subscriptions recorded.
///
/// Like RxTest's, it is an `ObservableType` rather than an `Observable`: an operator takes it
/// through `asObservable()`, which wraps it in `create`, so its subscription ends when it sends
/// its terminal event (as any real source's does), and `subscriptions` records that time. A
/// direct `subscribe` has no such wrapper and stays subscribed until disposed.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The scheduler the events run on.
    public let testScheduler: TestScheduler
    /// The scripted events.
    public let recordedEvents: [Recorded<Event<Element>>]
    let lock = TestLock()
    var recordedSubscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subclasses play the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable.subscribe is abstract")
    }

    /// When observers subscribed and unsubscribed.
    public var subscriptions: [Subscription] { lock.withLock { recordedSubscriptions } }

    /// Records a subscription starting now; returns its index for `recordUnsubscribe`.
    func recordSubscribe() -> Int {
        let time = testScheduler.clock
        return lock.withLock {
            recordedSubscriptions.append(Subscription(time))
            return recordedSubscriptions.count - 1
        }
    }

    func recordUnsubscribe(_ index: Int) {
        let time = testScheduler.clock
        lock.withLock {
            let subscribe = recordedSubscriptions[index].subscribe
            recordedSubscriptions[index] = Subscription(subscribe, time)
        }
    }
}
