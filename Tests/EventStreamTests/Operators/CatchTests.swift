import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct CatchTests {
    @Test func continuesWithHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [.next(210, 1), .next(240, 9), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 250)])
    }

    @Test func catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(), Int.self)])
        let res = scheduler.start { xs.catchAndReturn(0) }
        #expect(res.events == [.next(210, 1), .next(230, 0), .completed(230)])
    }

    @Test func handlerThatThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(id: 1), Int.self)])
        let res = scheduler.start { xs.catch { _ in throw TestError(id: 2) } }
        #expect(res.events == [.error(230, TestError(id: 2))])
    }
}
