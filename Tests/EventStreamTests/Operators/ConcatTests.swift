import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ConcatTests {
    // RxSwift: testConcat_EnumerableTiming.
    @Test func eachStartsWhenTheOneBeforeCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let xs2 = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
        let xs3 = scheduler.createHotObservable([.next(150, 1), .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5),
                                                 .next(270, 6), .next(320, 7), .next(330, 8), .completed(340)])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7),
                               .next(330, 8), .next(390, 4), .next(400, 5), .next(410, 6), .completed(420)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 310), Subscription(340, 420)])
        #expect(xs3.subscriptions == [Subscription(310, 340)])
    }

    // RxSwift: testConcat_ThrowReturn.
    @Test func anErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError(), Int.self)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(240, 2), .completed(250)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    // RxSwift: testConcat_TailRecursionSequence: an endless sequence is walked only as far as
    // needed.
    @Test func anEndlessSequenceIsWalkedOnlyAsFarAsNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        var pulled = 0
        let endless = sequence(first: 0) { $0 + 1 }.lazy.map { index -> Observable<Int> in
            pulled += 1
            return Observable.just(index, scheduler: scheduler)
        }
        var elements: [Int] = []
        _ = Observable.concat(endless).take(100).subscribe(onNext: { elements.append($0) })
        scheduler.start()
        #expect(elements == Array(0..<100))
        #expect(pulled <= 101)
    }

    // Synchronous sources loop rather than recurse.
    @Test func manySynchronousSourcesDoNotRecurse() {
        var total = 0
        _ = Observable.concat((0..<20_000).map { Observable.just($0) }).subscribe(onNext: { total += $0 })
        #expect(total == (0..<20_000).reduce(0, +))
    }

    @Test func emptyCompletesAtOnce() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.concat([]).subscribe { events.append($0) }
        #expect(events == [.completed])
    }

    // RxSwift: testConcatReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.concat(Observable.just(1), Observable.just(1)).subscribe()
            _ = Observable.concat(Observable.just(1), Observable<Int>.error(TestError())).subscribe()
        }
    }
}
