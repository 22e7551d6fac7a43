import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DistinctUntilChangedTests {
    @Test func dropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(215, 2), .next(220, 3), .next(225, 2), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(225, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func keyed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        #expect(res.events == [.next(210, "a"), .next(230, "b"), .completed(250)])
    }

    @Test func comparerThatThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw TestError() } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
