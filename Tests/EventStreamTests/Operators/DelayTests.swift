import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DelayTests {
    @Test func shiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(310, 1), .next(350, 2), .completed(400)])
        // The source is released when it completes, not when delivery ends (RxSwift's
        // `testDelay_TimeSpan_Simple1`).
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(), Int.self)])
        let res = scheduler.start { xs.delay(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(250, TestError())])
    }

    // RxSwift: testDelay_TimeSpan_Simple3 and testDelay_TimeSpan_Completed, the sources held
    // without the test-source wrapper: delay itself lets go of its source when it completes.
    @Test func releasesTheSourceAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])
        let res = scheduler.start { Lingering(xs).delay(.milliseconds(150), scheduler: scheduler) }
        #expect(res.events == [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        #expect(xs.subscriptions == [Subscription(200, 550)])

        let empty = scheduler.createHotObservable([.next(150, 1), .completed(1250)])
        let emptyRes = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Lingering(empty).delay(.milliseconds(150), scheduler: scheduler)
        }
        #expect(emptyRes.events == [.completed(1400)])
        #expect(empty.subscriptions == [Subscription(1200, 1250)])
    }

    // RxSwift: testDelay_TimeSpan_Error1.
    @Test func errorPassesAtOnceAfterTheDeliveredElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError(), Int.self)])
        let res = scheduler.start { Lingering(xs).delay(.milliseconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    // RxSwift: SingleTest.test_delay, on a plain observable: events that arrive together leave
    // in runs of their own.
    @Test func eventsThatArriveTogetherLeaveOneRunApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).delay(.milliseconds(2), scheduler: scheduler) }
        #expect(res.events == [.next(202, 1), .next(203, 2), .completed(204)])
    }
}
