import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TimerTests {
    @Test func oneShot() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(300, 0), .completed(300)])
    }

    @Test func periodicUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 560) { Observable<Int>.timer(.milliseconds(100), period: .milliseconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3), .next(500, 4), .next(550, 5)])
    }

    @Test func interval() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 500) { Observable<Int>.interval(.milliseconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(300, 0), .next(400, 1)])
    }
}
