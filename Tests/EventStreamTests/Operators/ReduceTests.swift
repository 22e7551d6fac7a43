import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ReduceTests {
    private static let range: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(260)]

    // RxSwift: test_ReduceWithSeedAndResult_Empty, _Return, _Range, _Throw and _Never.
    @Test func foldsThenMapsTheResult() {
        let cases: [(events: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>], end: Int)] = [
            ([.next(150, 1), .completed(250)], [.next(250, 42 * 5), .completed(250)], 250),
            ([.next(150, 1), .next(210, 24), .completed(250)], [.next(250, (42 + 24) * 5), .completed(250)], 250),
            (Self.range, [.next(260, (42 + 0 + 1 + 2 + 3 + 4) * 5), .completed(260)], 260),
            ([.next(150, 1), .error(210, TestError())], [.error(210, TestError())], 210),
            ([.next(150, 1)], [], 1000),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(item.events)
            let res = scheduler.start { xs.reduce(42, accumulator: +) { $0 * 5 } }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: test_ReduceWithSeedAndResult_AccumulatorThrows and _SelectorThrows.
    @Test func throwingClosuresFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        let res = scheduler.start {
            xs.reduce(42, accumulator: { total, x in
                guard x < 3 else { throw TestError() }
                return total + x
            }, mapResult: { $0 * 5 })
        }
        #expect(res.events == [.error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 240)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable(Self.range)
        let failed = other.start { ys.reduce(42, accumulator: +, mapResult: { (_: Int) throws -> Int in throw TestError() }) }
        #expect(failed.events == [.error(260, TestError())])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    // RxSwift: testReduceReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).reduce(0, accumulator: +, mapResult: { $0 }).subscribe()
            _ = Observable<Int>.error(TestError()).reduce(0, accumulator: +).subscribe()
        }
    }
}
