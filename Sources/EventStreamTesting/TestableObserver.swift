import EventStream

/// Records every event with the virtual time it arrived at.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private let scheduler: TestScheduler
    private let lock = TestLock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    /// The recorded events, in order.
    public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

    /// Records `event` at the scheduler's clock.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }
}
