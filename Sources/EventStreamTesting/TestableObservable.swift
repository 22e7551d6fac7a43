@_spi(Testing) import EventStream

/// A test source: its events are scripted in virtual time and its subscriptions recorded.
public class TestableObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The scheduler the events run on.
    public let testScheduler: TestScheduler
    /// The scripted events.
    public let recordedEvents: [Recorded<Event<Element>>]
    let lock = TestLock()
    var recordedSubscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        super.init()
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
