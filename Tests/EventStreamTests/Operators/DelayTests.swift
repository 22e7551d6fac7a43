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
}
