import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct PublishSubjectTests {
    @Test func deliversOnlyLaterEventsAndTerminalToLateSubscribers() {
        let subject = PublishSubject<Int>()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = subject.subscribe { first.append($0) }
        subject.onNext(1)
        _ = subject.subscribe { second.append($0) }
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        #expect(first == [.next(1), .next(2), .completed])
        #expect(second == [.next(2), .completed])
        #expect(late == [.completed])
    }

    @Test func virtualTimeSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(1100) { subject.onNext(3) }
        let res = scheduler.start { subject }
        #expect(res.events == [.next(250, 2)])
        #expect(!subject.hasObservers)
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(RxError.disposed(object: "PublishSubject"))])
        #expect(subject.isDisposed)
    }
}
