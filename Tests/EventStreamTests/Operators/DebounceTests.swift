import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DebounceTests {
    @Test func emitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(400, 4), .next(500, 5), .next(780, 6), .completed(900),
        ])
        let res = scheduler.start { xs.debounce(.milliseconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(700, 5), .next(900, 6), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test func errorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .error(300, TestError(), Int.self)])
        let res = scheduler.start { xs.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(300, TestError())])
    }

    @Test func disposeCancelsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2)])
        let res = scheduler.start(disposed: 300) { xs.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func typingPausesLikeSearchBox() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "c"), .next(310, "ca"), .next(410, "cat"), .next(1200, "cats")])
        let res = scheduler.start(disposed: 2000) { xs.debounce(.milliseconds(300), scheduler: scheduler) }
        #expect(res.events == [.next(710, "cat"), .next(1500, "cats")])
    }

    /// The pending element is held in a slot the sink manages itself: it must be released when
    /// replaced, dropped by an error or left pending at disposal, and delivered once otherwise.
    @Test func aPendingElementIsReleasedWhenReplacedDroppedOrDisposed() {
        final class Payload { let name: String; init(_ name: String) { self.name = name } }
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Payload>()
        var received: [String] = []
        weak var replaced: Payload?
        weak var leftPending: Payload?
        let subscription = subject.debounce(.milliseconds(100), scheduler: scheduler).subscribe(onNext: { received.append($0.name) })
        do {
            let first = Payload("first")
            replaced = first
            subject.onNext(first)
        }
        subject.onNext(Payload("second"))
        #expect(replaced == nil)
        scheduler.advanceTo(150)
        #expect(received == ["second"])
        do {
            let third = Payload("third")
            leftPending = third
            subject.onNext(third)
        }
        #expect(leftPending != nil)
        subscription.dispose()
        #expect(leftPending == nil)
        scheduler.advanceTo(400)
        #expect(received == ["second"])

        weak var dropped: Payload?
        let failing = PublishSubject<Payload>()
        let errors = failing.debounce(.milliseconds(100), scheduler: scheduler).subscribe(onError: { _ in })
        do {
            let fourth = Payload("fourth")
            dropped = fourth
            failing.onNext(fourth)
        }
        failing.onError(TestError())
        #expect(dropped == nil)
        errors.dispose()
    }
}
