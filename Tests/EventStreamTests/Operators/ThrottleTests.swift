import Foundation
import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ThrottleTests {
    @Test func firstAtOnceThenLatestAtPeriodEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(310, 3), .next(410, 4), .completed(500)])
    }

    @Test func withoutLatestDropsDuringPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .completed(500)])
        let res = scheduler.start { xs.throttle(.milliseconds(100), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(320, 3), .completed(500)])
    }

    @Test func completionWaitsForPendingLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(310, 2), .completed(310)])
    }

    // RxSwift: test_ThrottleTimeSpan_NotLatest_Completed (6 at 410 is exactly 200 after 2:
    // the remaining period rounds to zero in the interval's own unit).
    @Test func withoutLatestSendsWhatArrivesAsThePeriodEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.milliseconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    // RxSwift: test_ThrottleTimeSpan_Completed.
    @Test func latestCompletionWaitsButTheSourceIsReleasedAtIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.milliseconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func remainingPeriodRoundsInTheIntervalsOwnUnit() {
        let start = Date(timeIntervalSince1970: 0.21)
        let later = Date(timeIntervalSince1970: 0.41)
        #expect(RxTimeInterval.milliseconds(200).remaining(afterSpanFrom: start, to: later) == .milliseconds(0))
        #expect(RxTimeInterval.milliseconds(200).remaining(afterSpanFrom: start, to: Date(timeIntervalSince1970: 0.25)) == .milliseconds(160))
        #expect(RxTimeInterval.seconds(1).remaining(afterSpanFrom: start, to: Date(timeIntervalSince1970: 2)) == .seconds(0))
    }

    // As RxSwift's: the period starts once an element has been handled, so one fed back while
    // it is being handled (same thread) is measured from the send before and passes; the
    // deliveries nest.
    @Test func anElementFedBackDuringASendPasses() {
        for latest in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = subject.throttle(.milliseconds(10), latest: latest, scheduler: scheduler).subscribe(onNext: { value in
                    observer.onNext(value)
                    if value < 4 { subject.onNext(value + 1) }
                    observer.onNext(-value)
                })
            }
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(215) { subject.onNext(9) }
            scheduler.start()
            let fedBack: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4),
                                                   .next(210, -4), .next(210, -3), .next(210, -2), .next(210, -1)]
            #expect(observer.events == fedBack + (latest ? [.next(220, 9), .next(220, -9)] : []))
        }
    }
}
