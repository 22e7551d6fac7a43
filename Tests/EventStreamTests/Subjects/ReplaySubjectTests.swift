import Testing
@testable import EventStream

@Suite struct ReplaySubjectTests {
    @Test func replaysBufferToLateSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(4)
        subject.onCompleted()
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        #expect(events == [.next(2), .next(3), .next(4), .completed])
        #expect(late == [.next(3), .next(4), .completed])
    }

    @Test func unbounded() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(subject.onNext)
        var values: [Int] = []
        _ = subject.subscribe(onNext: { values.append($0) })
        #expect(values == [1, 2, 3, 4, 5])
    }
}
