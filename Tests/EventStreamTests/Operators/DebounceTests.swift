import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DebounceTests {
    @Test func emitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(400, 4), .next(500, 5), .next(780, 6), .completed(900),
        ])
        let res = scheduler.start { xs.debounce(.milliseconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(700, 5), .next(900, 6), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test func errorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .error(300, TestError(), Int.self)])
        let res = scheduler.start { xs.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(300, TestError())])
    }

    @Test func disposeCancelsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2)])
        let res = scheduler.start(disposed: 300) { xs.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func typingPausesLikeSearchBox() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "c"), .next(310, "ca"), .next(410, "cat"), .next(1200, "cats")])
        let res = scheduler.start(disposed: 2000) { xs.debounce(.milliseconds(300), scheduler: scheduler) }
        #expect(res.events == [.next(710, "cat"), .next(1500, "cats")])
    }
}
