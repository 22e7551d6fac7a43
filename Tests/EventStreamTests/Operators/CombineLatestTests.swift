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

    // RxSwift: testCombineLatest_EmptyReturn (both the selector and the tuple form).
    @Test func completesWhenASourceCompletedWithoutAnElement() {
        for tuple in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start {
                tuple ? Observable.combineLatest(e0, e1).map { $0 + $1 } : Observable.combineLatest(e0, e1) { $0 + $1 }
            }
            #expect(res.events == [.completed(215)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 215)])
        }
    }

    // RxSwift: testCombineLatest_WillNeverBeAbleToCombine2.
    @Test func completesOnceItCanNeverCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { _, _ in 42 } }
        #expect(res.events == [.completed(500)])
        #expect(e0.subscriptions == [Subscription(200, 250)])
        #expect(e1.subscriptions == [Subscription(200, 500)])
    }

    // RxSwift: testCombineLatest_emptyArrayN.
    @Test func noSourcesSendsTheSelectorOfNothing() {
        let selected = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) } }
        let arrays = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()).map { $0.reduce(0, +) } }
        #expect(selected.events == [.next(200, 0), .completed(200)])
        #expect(arrays.events == [.next(200, 0), .completed(200)])
    }

    // RxSwift: testCombineLatest_NAry_asymmetric, its sources held without the test-source
    // wrapper, so what is recorded is when combineLatest let go of each.
    @Test func releasesEachSourceAtItsOwnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let res = scheduler.start { Observable<Int>.combineLatest([Lingering(e0), Lingering(e1), Lingering(e2)] as [Observable<Int>]) }
        #expect(res.events.map { $0.value.element } == [[1, 2, 3], [1, 5, 3], [4, 5, 3], [4, 5, 6], [4, 5, 8], [4, 7, 8], [4, 9, 8], nil])
        #expect(res.events.map(\.time) == [230, 240, 250, 260, 280, 290, 310, 410])
        #expect(e0.subscriptions == [Subscription(200, 270)])
        #expect(e1.subscriptions == [Subscription(200, 410)])
        #expect(e2.subscriptions == [Subscription(200, 300)])
    }

    // RxSwift: testCombineLatest_Typical6 (arities beyond four).
    @Test func sixSourcesAndTheirTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<6).map { index in
            scheduler.createHotObservable([.next(210 + index * 10, index + 1), .next(410 + index * 10, index + 7), .completed(800)])
        }
        let res = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5]) {
                $0 + $1 + $2 + $3 + $4 + $5
            }
        }
        #expect(res.events == [.next(260, 21), .next(410, 27), .next(420, 33), .next(430, 39), .next(440, 45), .next(450, 51), .next(460, 57), .completed(800)])
        var tuples: [String] = []
        _ = Observable<(Int, Int, Int, Int, Int, Int, Int, Int)>.combineLatest(
            Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4),
            Observable.just(5), Observable.just(6), Observable.just(7), Observable.just(8)
        ).subscribe(onNext: { tuples.append("\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)") })
        #expect(tuples == ["12345678"])
    }
}
