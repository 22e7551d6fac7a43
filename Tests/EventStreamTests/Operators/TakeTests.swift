import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TakeTests {
    @Test func takesCountThenCompletesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(2) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeZeroCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(0) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions == [])
    }

    @Test func takeWhileExclusiveAndInclusive() {
        var exclusive: [Event<Int>] = []
        var inclusive: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe { exclusive.append($0) }
        _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive).subscribe { inclusive.append($0) }
        #expect(exclusive == [.next(1), .next(2), .completed])
        #expect(inclusive == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func takeUntilPredicate() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).take(until: { $0 == 2 }).subscribe { events.append($0) }
        #expect(events == [.next(1), .completed])
    }

    // RxSwift: testTake_DecrementCountsFirst.
    @Test func aReentrantElementIsDroppedNotForwarded() {
        let subject = BehaviorSubject(value: false)
        var received: [Bool] = []
        var completed = false
        _ = subject.take(1).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(!value)
        }, onCompleted: { completed = true })
        #expect(received == [false])
        #expect(completed)
    }

    // RxSwift: testTake_Complete_Same (the source ends as the count is reached).
    @Test func completesOnceWhenTheSourceCompletesWithTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(220)])
        let res = scheduler.start { xs.take(2) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
