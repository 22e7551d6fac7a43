import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct CatchSequenceTests {
    // RxSwift: testCatchSequenceOf_IEofIO.
    @Test func movesToTheNextOnEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError())])
        let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
                               .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320)])
        #expect(xs1.subscriptions == [Subscription(200, 240)])
        #expect(xs2.subscriptions == [Subscription(240, 270)])
        #expect(xs3.subscriptions == [Subscription(270, 320)])
    }

    // RxSwift: testCatchAnySequence_NoErrors and testCatchAnySequence_Empty.
    @Test func aCompletionEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    // RxSwift: testCatchSequenceOf_ErrorNever and testCatchSequenceOf_ErrorError.
    @Test func theLastErrorIfEveryOneFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError(id: 1))])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(240, 4), .error(250, TestError(id: 2))])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(240, 4), .error(250, TestError(id: 2))])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])

        let quiet = TestScheduler(initialClock: 0)
        let ys1 = quiet.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
        let ys2 = quiet.createHotObservable([.next(150, 1)])
        let never = quiet.start { Observable.catch(sequence: [ys1, ys2].map { $0.asObservable() }) }
        #expect(never.events == [.next(210, 2), .next(220, 3)])
        #expect(ys2.subscriptions == [Subscription(230, 1000)])
    }

    // RxSwift: testCatchSequenceOf_Multiple.
    @Test func hotSourcesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(215, TestError())])
        let xs2 = scheduler.createHotObservable([.next(220, 3), .error(225, TestError())])
        let xs3 = scheduler.createHotObservable([.next(230, 4), .completed(235)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(235)])
        #expect(xs1.subscriptions == [Subscription(200, 215)])
        #expect(xs2.subscriptions == [Subscription(215, 225)])
        #expect(xs3.subscriptions == [Subscription(225, 235)])
    }

    @Test func emptySequenceCompletesAndSynchronousFailuresLoop() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.catch(sequence: []).subscribe { events.append($0) }
        _ = Observable.catch(sequence: Array(repeating: Observable<Int>.error(TestError()), count: 10_000) + [.just(1)])
            .subscribe { events.append($0) }
        #expect(events == [.completed, .next(1), .completed])
    }

    // RxSwift: testCatchSequenceReleasesResourcesOnComplete.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.catch(sequence: [Observable<Int>.error(TestError()), .just(1)]).subscribe()
            _ = Observable.catch(sequence: [Observable<Int>.error(TestError())]).subscribe()
        }
    }
}
