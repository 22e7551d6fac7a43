import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DelaySubscriptionTests {
    // RxSwift: testDelaySubscription_TimeSpan_Simple and _Error.
    @Test func subscribesLater() {
        for fails in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), fails ? .error(70, TestError()) : .completed(70)])
            let res = scheduler.start { xs.delaySubscription(.milliseconds(30), scheduler: scheduler) }
            #expect(res.events == [.next(280, 42), .next(290, 43), fails ? .error(300, TestError()) : .completed(300)])
            #expect(xs.subscriptions == [Subscription(230, 300)])
        }
    }

    // RxSwift: testDelaySubscription_TimeSpan_Dispose.
    @Test func disposeReachesTheLateSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError())])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.milliseconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43)])
        #expect(xs.subscriptions == [Subscription(230, 291)])
    }

    @Test func disposingBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.milliseconds(30), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
    }

    // RxSwift: SingleTest.test_delaySubscription.
    @Test func singleSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delaySubscription(.milliseconds(2), scheduler: scheduler) }
        #expect(res.events == [.next(202, 1), .completed(202)])
    }

    // RxSwift: testDelaySubscriptionReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).delaySubscription(.milliseconds(35), scheduler: scheduler).subscribe()
            _ = Observable<Int>.error(TestError()).delaySubscription(.milliseconds(35), scheduler: scheduler).subscribe()
            scheduler.start()
        }
    }
}
