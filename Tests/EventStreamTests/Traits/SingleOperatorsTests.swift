import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SingleOperatorsTests {
    @Test func zipAndCatchAndDo() {
        var log: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { log.append("\($0.0)\($0.1)") })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { log.append("\($0)") })
        _ = Single<Int>.error(TestError()).catchAndReturn(0).do(onSuccess: { log.append("do \($0)") }).subscribe(onSuccess: { log.append("v \($0)") })
        #expect(log == ["1a", "[1, 2]", "do 0", "v 0"])
    }

    @Test func retryWithBackoffOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let single = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError()) : .just(attempts)
        }.retry(5, delay: { .milliseconds(10 * $0) }, scheduler: scheduler)
        let res = scheduler.start { single }
        #expect(res.events == [.next(230, 3), .completed(230)])
    }

    @Test func timeoutAndDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never().timeout(.milliseconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(250, RxError.timeout)])
        let delayed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Single.just(1).delay(.milliseconds(30), scheduler: scheduler) }
        // The completion leaves in a run of its own, one tick later (RxSwift's `SingleTest.test_delay`).
        #expect(delayed.events == [.next(1230, 1), .completed(1231)])
    }

    // RxSwift: SingleTest.test_delay and test_observeOn: the completion leaves one tick after
    // the element.
    @Test func delayAndObserveOnCompleteOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.start { Single.just(1).delay(.milliseconds(2), scheduler: scheduler) }
        #expect(delayed.events == [.next(202, 1), .completed(203)])
        let observed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Single.just(1).observe(on: scheduler) }
        #expect(observed.events == [.next(1201, 1), .completed(1202)])
    }

    // RxSwift: SingleTest.test_subscribeOn.
    @Test func subscribeOnDeliversTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).subscribe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(201)])
    }
}
