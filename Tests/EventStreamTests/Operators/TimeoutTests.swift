import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TimeoutTests {
    @Test func failsWhenSilentTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start { xs.timeout(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .error(310, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 310)])
    }

    @Test func switchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(350, 1)])
        let other = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.timeout(.milliseconds(100), other: other, scheduler: scheduler) }
        #expect(res.events == [.next(310, 9), .completed(320)])
        #expect(other.subscriptions == [Subscription(300, 320)])
    }
}
