import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct FilterTests {
    @Test func keepsMatching() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(600)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        #expect(res.events == [.next(220, 2), .next(240, 4), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func throwingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(600)])
        let res = scheduler.start { xs.filter { value in
            if value == 2 { throw TestError() }
            return true
        } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func errorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(), Int.self)])
        let res = scheduler.start { xs.filter { _ in true } }
        #expect(res.events == [.next(210, 1), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}
