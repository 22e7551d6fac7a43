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

    // RxSwift: testRetryWhen_Never: a notifier that completes while the source runs does not
    // end the result; the source's own completion does.
    @Test func whenNotifierCompletesBeforeAnyFailureTheSourceCarriesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.retry { _ in empty } }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    // RxSwift: testRetryWhen_ObservableComplete: a notifier that has completed ends the result
    // at the source's next failure.
    @Test func whenNotifierHasCompletedTheNextFailureCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError(), Int.self), .completed(40)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.retry { _ in empty.asObservable() } }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    // RxSwift: testRetryWhen_ObservableNextComplete.
    @Test func whenNotifierRetriesThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError(), Int.self), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { errors in errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 }) }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
    }

    // RxSwift: testRetryWhen_ObservableNextError.
    @Test func whenNotifierRetriesThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError(), Int.self), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { errors in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw TestError(id: 1) }
                    return count + 1
                }
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
    }

    // RxSwift: testRetryWhen_IgnoresDifferentErrorTypes: a handler for one error type lets
    // any other error end the result.
    @Test func whenTypedAnotherErrorEndsIt() {
        struct Other: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let res = scheduler.start(disposed: 800) { xs.retry { (errors: Observable<Other>) in errors } }
        #expect(res.events == [.next(205, 1), .error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    // RxSwift: testRetryWhen_Incremental_BackOff.
    @Test func whenIncrementalBackOff() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let maxAttempts = 4
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    if attempt >= maxAttempts - 1 { return .error(error) }
                    return Observable<Int>.timer(.milliseconds((attempt + 1) * 50), scheduler: scheduler)
                }
            }
        }
        #expect(res.events == [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
    }
}
