import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct RetryTests {
    @Test func retriesCountTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])
        let res = scheduler.start { xs.retry(3) }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func backoffDelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start(disposed: 2000) {
            xs.retry(4, delay: { .milliseconds(100 << ($0 - 1)) }, scheduler: scheduler)
        }
        // Failures at 210, then retries after 100, 200 and 400 ms.
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(310, 320), Subscription(520, 530), Subscription(930, 940)])
        #expect(res.events == [.error(940, TestError())])
    }

    @Test func succeedsAfterFailures() {
        var attempts = 0
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError()) : .just(attempts)
        }.retry().subscribe { events.append($0) }
        #expect(events == [.next(3), .completed])
    }

    @Test func synchronousInfiniteRetryDoesNotRecurse() {
        var attempts = 0
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred {
            attempts += 1
            return attempts < 100_000 ? .error(TestError()) : .just(attempts)
        }.retry().subscribe { events.append($0) }
        #expect(events == [.next(100_000), .completed])
    }

    @Test func retryWhenTriggers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])
        let res = scheduler.start {
            xs.retry(when: { errors in
                errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
                    count < 2 ? Observable<Int>.timer(.milliseconds(50), scheduler: scheduler) : .error(TestError(id: 9))
                }
            })
        }
        #expect(res.events == [.next(210, 1), .next(280, 1), .error(290, TestError(id: 9))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(270, 290)])
    }
}
