import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct WithLatestFromTests {
    @Test func samplesSecondOnFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(255)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(240, "2a"), .next(260, "3b"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 255)])
    }

    @Test func secondErrorEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
