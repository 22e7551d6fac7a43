import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct StartWithTests {
    @Test func prependsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(300)])
        let res = scheduler.start { xs.startWith(1, 2) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
    }
}
