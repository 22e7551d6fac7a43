import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SingleElementTests {
    // RxSwift: testSingle_Empty, testSingle_One, testSingle_Many and testSingle_Error.
    @Test func exactlyOne() {
        let cases: [(events: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>], end: Int)] = [
            ([.next(150, 1), .completed(250)], [.error(250, RxError.noElements)], 250),
            ([.next(150, 1), .next(210, 2), .completed(250)], [.next(210, 2), .completed(250)], 250),
            ([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)], [.next(210, 2), .error(220, RxError.moreThanOneElement)], 220),
            ([.next(150, 1), .error(210, TestError())], [.error(210, TestError())], 210),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(item.events)
            let res = scheduler.start { xs.single() }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testSinglePredicate_Empty, _One, _Many, _Error and _Throws.
    @Test func exactlyOneMatching() {
        let five: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
        let cases: [(events: [Recorded<Event<Int>>], predicate: (Int) throws -> Bool, expected: [Recorded<Event<Int>>], end: Int)] = [
            ([.next(150, 1), .completed(250)], { $0 % 2 == 1 }, [.error(250, RxError.noElements)], 250),
            (five, { $0 == 4 }, [.next(230, 4), .completed(250)], 250),
            (five, { $0 % 2 == 1 }, [.next(220, 3), .error(240, RxError.moreThanOneElement)], 240),
            ([.next(150, 1), .error(210, TestError())], { $0 % 2 == 1 }, [.error(210, TestError())], 210),
            (five, { value in
                guard value < 4 else { throw TestError() }
                return false
            }, [.error(230, TestError())], 230),
        ]
        for item in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(item.events)
            let res = scheduler.start { xs.single(item.predicate) }
            #expect(res.events == item.expected)
            #expect(xs.subscriptions == [Subscription(200, item.end)])
        }
    }

    // RxSwift: testSingle_DecrementCountsFirst: an element fed back is the second one.
    @Test func anElementFedBackIsTheSecond() {
        let subject = BehaviorSubject(value: false)
        var events: [Event<Bool>] = []
        _ = subject.single { _ in true }.subscribe { event in
            events.append(event)
            if case .next(let value) = event { subject.onNext(!value) }
        }
        #expect(events == [.next(false), .error(RxError.moreThanOneElement)])
    }

    // RxSwift: testSingleReleasesResourcesOnComplete and testSinleReleasesResourcesOnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).single().subscribe()
            _ = Observable<Int>.error(TestError()).single().subscribe()
        }
    }
}
