import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct MapTests {
    @Test func mapsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 4), .next(240, 6), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func throwingTransformErrorsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposeBeforeEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func throwOnSynchronousSourceStopsTheGrammar() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }.subscribe(AnyObserver { events.append($0) })
        #expect(events == [.next(1), .error(TestError())])
    }
}
