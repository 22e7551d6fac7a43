import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct FlatMapLatestTests {
    @Test func switchesToLatestAndDisposesPrevious() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, 1), .next(400, 2), .completed(500)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? ys1 : ys2 } }
        #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
    }

    @Test func waitsForInnerToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, "a"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        #expect(res.events == [.next(220, "a"), .completed(310)])
        #expect(ys.subscriptions == [Subscription(210, 310)])
    }

    @Test func innerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        #expect(res.events == [.next(220, 1), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(210, 230)])
    }

    @Test func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start { xs.flatMapLatest { _ -> Observable<Int> in throw TestError() } }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func disposeDisposesInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(100, 1)])
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in ys } }
        #expect(res.events == [])
        #expect(ys.subscriptions == [Subscription(210, 250)])
    }
}
