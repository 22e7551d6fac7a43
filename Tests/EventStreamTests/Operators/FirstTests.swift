import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct FirstTests {
    // RxSwift: testFirst_Empty, testFirst_One, testFirst_Many and testFirst_Error.
    @Test func theFirstElementOrNil() {
        let cases: [(events: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>], end: Int)] = [
            ([.next(150, 1), .completed(250), .error(260, TestError())], [.next(250, -1), .completed(250)], 250),
            ([.next(150, 1), .next(210, 2), .completed(250), .error(260, TestError())], [.next(210, 2), .completed(210)], 210),
            ([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250), .error(260, TestError())], [.next(210, 2), .completed(210)], 210),
            ([.next(150, 1), .error(210, TestError())], [.error(210, TestError())], 210),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(item.events)
            let res = scheduler.start { xs.first().map { $0 ?? -1 } }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testFirst_ManyWithoutCompletion.
    @Test func aSourceThatNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(160, 2), .next(280, 3), .next(250, 4), .next(300, 5)])
        let res = scheduler.start { xs.first().map { $0 ?? -1 } }
        #expect(res.events == [.next(250, 4), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    // RxSwift: testFirstReleasesResourcesOnComplete and OnError1.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).first().subscribe { _ in }
            _ = Observable<Int>.error(TestError()).first().subscribe { _ in }
        }
    }
}
