import Testing
@testable import EventStream

@Suite struct BehaviorSubjectTests {
    @Test func newSubscriberGetsCurrentValue() throws {
        let subject = BehaviorSubject(value: 0)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        var late: [Int] = []
        _ = subject.subscribe(onNext: { late.append($0) })
        #expect(received == [0, 1])
        #expect(late == [1])
        #expect(try subject.value() == 1)
    }

    @Test func valueThrowsAfterError() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError())
        #expect(throws: TestError.self) { try subject.value() }
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(TestError())])
    }
}
