import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ThrottleTests {
    @Test func firstAtOnceThenLatestAtPeriodEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(310, 3), .next(410, 4), .completed(500)])
    }

    @Test func withoutLatestDropsDuringPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .completed(500)])
        let res = scheduler.start { xs.throttle(.milliseconds(100), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(320, 3), .completed(500)])
    }

    @Test func completionWaitsForPendingLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(310, 2), .completed(310)])
    }
}
