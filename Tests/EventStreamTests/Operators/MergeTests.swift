import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct MergeTests {
    @Test func flatMapMergesAllInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(110)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == [.next(220, 1), .next(260, 3), .next(310, 2), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys1.subscriptions == [Subscription(210, 320)])
        #expect(ys2.subscriptions == [Subscription(250, 280)])
    }

    @Test func concatMapWaitsForPrevious() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concatMap { $0 } }
        #expect(res.events == [.next(220, 1), .next(270, 2), .completed(280)])
        #expect(ys1.subscriptions == [Subscription(210, 260)])
        #expect(ys2.subscriptions == [Subscription(260, 280)])
    }

    @Test func errorInInnerDisposesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(500, 9)])
        let ys2 = scheduler.createColdObservable([.error(20, TestError(), Int.self)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2)])
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == [.next(220, 1), .error(270, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 270)])
        #expect(ys1.subscriptions == [Subscription(210, 270)])
    }

    @Test func staticMergeAndMaxConcurrent() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, "a"), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, "b"), .completed(300)])
        let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(res.events == [.next(210, "a"), .next(220, "b"), .completed(400)])

        let ys = [scheduler.createColdObservable([.next(5, 1), .completed(10)]),
                  scheduler.createColdObservable([.next(5, 2), .completed(10)]),
                  scheduler.createColdObservable([.next(5, 3), .completed(10)])]
        let limited = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.from(ys.map { $0.asObservable() }).merge(maxConcurrent: 2)
        }
        #expect(limited.events == [.next(1205, 1), .next(1205, 2), .next(1215, 3), .completed(1220)])
    }

    @Test func concatStatic() {
        var events: [Event<Int>] = []
        _ = Observable.concat([Observable.of(1, 2), .just(3)]).subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .next(3), .completed])
    }
}
