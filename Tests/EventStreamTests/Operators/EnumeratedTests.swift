import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct EnumeratedTests {
    // RxSwift: test_Infinite, test_Completed and test_Error.
    @Test func countsFromZero() {
        let ends: [Recorded<Event<String>>?] = [nil, .completed(300), .error(300, TestError())]
        for end in ends {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c")] + (end.map { [$0] } ?? []))
            let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
            let expectedEnd: [Recorded<Event<String>>] = end.map { [Recorded(time: $0.time, value: $0.value)] } ?? []
            #expect(res.events == [.next(210, "0a"), .next(220, "1b"), .next(280, "2c")] + expectedEnd)
            #expect(xs.subscriptions == [end == nil ? Subscription(200, 1000) : Subscription(200, 300)])
        }
    }

    // RxSwift: testEnumeratedReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).enumerated().subscribe()
            _ = Observable<Int>.error(TestError()).enumerated().subscribe()
        }
    }

    @Test func eachSubscriptionCountsItsOwn() {
        let numbered = Observable.of("a", "b").enumerated().map(\.index)
        var first: [Int] = []
        var second: [Int] = []
        _ = numbered.subscribe(onNext: { first.append($0) })
        _ = numbered.subscribe(onNext: { second.append($0) })
        #expect(first == [0, 1])
        #expect(second == [0, 1])
    }
}
