import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DefaultIfEmptyTests {
    // RxSwift: testDefaultIfEmpty_Source_Empty.
    @Test func emptySendsTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(201, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 1) }
        #expect(res.events == [.next(201, 1), .completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    // RxSwift: testDefaultIfEmpty_Source_Errors.
    @Test func errorPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(201, TestError(), Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 1) }
        #expect(res.events == [.error(201, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    // RxSwift: testDefaultIfEmpty_Source_Emits.
    @Test func elementsPassWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        #expect(xs.subscriptions == [Subscription(200, 204)])
    }

    // RxSwift: testDefaultIfEmpty_Never.
    @Test func neverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    // RxSwift: testDefaultIfEmptyReleasesResourcesOnComplete1/2 and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).ifEmpty(default: -1).subscribe()
            _ = Observable<Int>.empty().ifEmpty(default: -1).subscribe()
            _ = Observable<Int>.error(TestError()).ifEmpty(default: -1).subscribe()
        }
    }
}
