import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SkipDurationTests {
    // RxSwift: testSkip_Zero, testSkip_Some and testSkip_Late.
    @Test func skipsWhatArrivesWithinTheDuration() {
        let cases: [(duration: Int, expected: [Recorded<Event<Int>>])] = [
            (0, [.next(210, 1), .next(220, 2), .completed(230)]),
            (15, [.next(220, 2), .completed(230)]),
            (50, [.completed(230)]),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.skip(.milliseconds(item.duration), scheduler: scheduler) }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    // RxSwift: testSkip_Error and testSkip_Never.
    @Test func errorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
        let failed = scheduler.start { failing.skip(.milliseconds(50), scheduler: scheduler) }
        #expect(failed.events == [.error(210, TestError())])
        #expect(failing.subscriptions == [Subscription(200, 210)])

        let quiet = TestScheduler(initialClock: 0)
        let never = quiet.createHotObservable([Recorded<Event<Int>>]())
        let res = quiet.start { never.skip(.milliseconds(50), scheduler: quiet) }
        #expect(res.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])
    }

    // RxSwift: testSkipTimeReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).skip(.milliseconds(35), scheduler: scheduler).subscribe()
            _ = Observable<Int>.error(TestError()).skip(.milliseconds(35), scheduler: scheduler).subscribe()
            scheduler.start()
        }
    }
}
