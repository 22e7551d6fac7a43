import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TakeLastTests {
    private static let early: [Recorded<Event<Int>>] = [.next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1)]

    // RxSwift: testTakeLast_Complete_Less, _Complete_Same and _Complete_More.
    @Test func sendsTheLastOnCompletion() {
        let cases: [(count: Int, rest: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>], end: Int)] = [
            (7, [.next(300, -1), .completed(300)], [.next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1), .completed(300)], 300),
            (5, [.next(300, -1), .completed(310)], [.next(310, 9), .next(310, 13), .next(310, 7), .next(310, 1), .next(310, -1), .completed(310)], 310),
            (5, [.next(300, -1), .next(310, 3), .next(340, 8), .completed(350)],
             [.next(350, 7), .next(350, 1), .next(350, -1), .next(350, 3), .next(350, 8), .completed(350)], 350),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.early + item.rest)
            let res = scheduler.start { xs.takeLast(item.count) }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testTakeLast_Error_Less, _Error_Same and _Error_More.
    @Test func anErrorDropsTheBuffer() {
        let cases: [(count: Int, rest: [Recorded<Event<Int>>], end: Int)] = [
            (7, [.next(290, 64), .error(300, TestError())], 300),
            (5, [.next(300, -1), .error(310, TestError())], 310),
            (5, [.next(300, -1), .next(310, 3), .next(340, 64), .error(360, TestError())], 360),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.early + item.rest)
            let res = scheduler.start { xs.takeLast(item.count) }
            #expect(res.events == [.error(item.end, TestError())])
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testTakeLast_0_DefaultScheduler.
    @Test func zeroOfANeverEndingSourceSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13)])
        let res = scheduler.start { xs.takeLast(0) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    // RxSwift: testTakeLast_TakeLast1.
    @Test func lastThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.early + [.next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .completed(400)])
        let res = scheduler.start { xs.takeLast(3) }
        #expect(res.events == [.next(400, 3), .next(400, 8), .next(400, 11), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    // RxSwift: testTakeLast_DecrementCountsFirst.
    @Test func anElementFedBackAfterCompletionIsDropped() {
        let subject = BehaviorSubject(value: false)
        var elements: [Bool] = []
        _ = subject.takeLast(1).subscribe(onNext: { value in
            elements.append(value)
            subject.onNext(!value)
        })
        subject.onCompleted()
        #expect(elements == [false])
    }

    // RxSwift: testTakeLastReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.of(1, 2).takeLast(1).subscribe()
            _ = Observable<Int>.error(TestError()).takeLast(1).subscribe()
        }
    }
}
