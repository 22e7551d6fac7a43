import Testing
@testable import EventStream

@Suite struct EventTests {
    @Test func stopEventsAreErrorAndCompleted() {
        #expect(!Event.next(1).isStopEvent)
        #expect(Event<Int>.completed.isStopEvent)
        #expect(Event<Int>.error(TestError()).isStopEvent)
        #expect(Event.next(7).element == 7)
        #expect(Event<Int>.error(TestError()).error is TestError)
    }

    @Test func errorsCompareByTypeAndDescription() {
        #expect(Event<Int>.error(TestError(id: 1)) == .error(TestError(id: 1)))
        #expect(Event<Int>.error(TestError(id: 1)) != .error(TestError(id: 2)))
        #expect(Event<Int>.error(RxError.noElements) != .error(TestError()))
        #expect(Event.next(1) != .completed)
    }

    @Test func mapTransformsOnlyNext() {
        #expect(Event.next(2).map { $0 * 3 } == .next(6))
        #expect(Event<Int>.completed.map { $0 * 3 } == .completed)
        #expect(Event.next(2).map { (_: Int) throws -> Int in throw TestError() } == .error(TestError()))
    }
}
