import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TakeUntilTests {
    @Test func stopsWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(240, ()), .completed(260)])
        let res = scheduler.start { xs.take(until: stop) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(stop.subscriptions == [Subscription(200, 240)])
    }

    @Test func otherCompletingDoesNotStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.takeUntil(stop) }
        #expect(res.events == [.next(210, 1), .next(250, 2), .completed(300)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }
}
