import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct CompactMapTests {
    @Test func dropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
