import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct CreationOperatorsTests {
    private func events<E>(_ source: Observable<E>) -> [Event<E>] {
        var events: [Event<E>] = []
        _ = source.subscribe(AnyObserver { events.append($0) })
        return events
    }

    @Test func justOfFromEmptyErrorNever() {
        #expect(events(.just(1)) == [.next(1), .completed])
        #expect(events(.of(1, 2)) == [.next(1), .next(2), .completed])
        #expect(events(.from([3, 4])) == [.next(3), .next(4), .completed])
        #expect(events(.from(optional: Int?.none)) == [.completed])
        #expect(events(Observable<Int>.empty()) == [.completed])
        #expect(events(Observable<Int>.error(TestError())) == [.error(TestError())])
        #expect(events(Observable<Int>.never()) == [])
    }

    @Test func fromOnSchedulerTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
    }

    @Test func deferredCallsFactoryPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        #expect(events(source) == [.next(1), .completed])
        #expect(events(source) == [.next(2), .completed])
        #expect(events(Observable<Int>.deferred { throw TestError() }) == [.error(TestError())])
    }
}
