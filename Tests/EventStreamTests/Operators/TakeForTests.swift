import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TakeForTests {
    private static let six: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .completed(270)]

    // RxSwift: testTake_TakeZero, testTake_Some, testTake_TakeLate and testTake_TakeDefault.
    @Test func takesWhatArrivesWithinTheDuration() {
        let cases: [(duration: Int, events: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>], end: Int)] = [
            (0, [.next(210, 1), .next(220, 2), .completed(230)], [.completed(201)], 201),
            (25, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)], [.next(210, 1), .next(220, 2), .completed(225)], 225),
            (50, [.next(210, 1), .next(220, 2), .completed(230)], [.next(210, 1), .next(220, 2), .completed(230)], 230),
            (35, Self.six, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)], 235),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(item.events)
            let res = scheduler.start { xs.take(for: .milliseconds(item.duration), scheduler: scheduler) }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testTake_TakeError and testTake_TakeNever.
    @Test func errorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(0, 0), .error(210, TestError())])
        let failed = scheduler.start { failing.take(for: .milliseconds(50), scheduler: scheduler) }
        #expect(failed.events == [.error(210, TestError())])
        #expect(failing.subscriptions == [Subscription(200, 210)])

        let quiet = TestScheduler(initialClock: 0)
        let never = quiet.createHotObservable([.next(0, 0)])
        let ended = quiet.start { never.take(for: .milliseconds(50), scheduler: quiet) }
        #expect(ended.events == [.completed(250)])
        #expect(never.subscriptions == [Subscription(200, 250)])
    }

    // RxSwift: testTake_TakeTwice1.
    @Test func twice() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.six)
        let res = scheduler.start {
            xs.take(for: .milliseconds(55), scheduler: scheduler).take(for: .milliseconds(35), scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    // RxSwift: testTakeTimeReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).take(for: .milliseconds(35), scheduler: scheduler).subscribe()
            _ = Observable<Int>.error(TestError()).take(for: .milliseconds(35), scheduler: scheduler).subscribe()
            scheduler.start()
        }
    }
}
