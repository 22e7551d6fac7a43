import Testing
@testable import EventStream

struct TestError: Error, Equatable {}

@Suite struct EventTests {
    @Test func stopEventsAreErrorAndCompleted() {
        #expect(!Event.next(1).isStopEvent)
        #expect(Event<Int>.completed.isStopEvent)
        #expect(Event<Int>.error(TestError()).isStopEvent)
        #expect(Event.next(7).element == 7)
        #expect(Event<Int>.error(TestError()).error is TestError)
    }
}
