import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct CombineLatestTests {
    @Test func combinesOnceAllHaveValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorPropagates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func collectionAndTuple() {
        var arrays: [[Int]] = []
        _ = Observable.combineLatest([Observable.just(1), .just(2)]).subscribe(onNext: { arrays.append($0) })
        #expect(arrays == [[1, 2]])
        var tuples: [String] = []
        _ = Observable<(Int, String)>.combineLatest(Observable.just(1), Observable.just("x")).subscribe(onNext: { tuples.append("\($0.0)\($0.1)") })
        #expect(tuples == ["1x"])
    }
}
