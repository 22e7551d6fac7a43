import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SignalTests {
    @Test func doesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { _ = signal.emit(to: first) }
            scheduler.scheduleAt(200) { relay.accept(1) }
            scheduler.scheduleAt(300) { _ = signal.emit(to: second) }
            scheduler.scheduleAt(400) { relay.accept(2) }
            scheduler.start()
            #expect(first.events == [.next(201, 1), .next(401, 2)])
            #expect(second.events == [.next(401, 2)])
        }
    }

    @Test func errorBecomesElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = SharingScheduler.mock(scheduler: scheduler) { () -> TestableObserver<String> in
            scheduler.start { Observable<String>.error(TestError()).asSignal(onErrorJustReturn: "failed") }
        }
        #expect(res.events == [.next(201, "failed"), .completed(201)])
    }

    // RxSwift: testEmitObservers: the completion reaches the observers too.
    @Test func emitForwardsTheCompletionToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            scheduler.scheduleAt(100) {
                _ = Signal.just(1).emit(to: first, second)
                _ = Signal.just(1).emit(to: optional)
            }
            scheduler.start()
            #expect(first.events == [.next(101, 1), .completed(101)])
            #expect(second.events == [.next(101, 1), .completed(101)])
            #expect(optional.events == [.next(101, Optional(1)), .completed(101)])
        }
    }
}
