import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SkipTests {
    @Test func skipsFirstPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let skipped = xs.skip(2)
        let res = scheduler.start { skipped }
        #expect(res.events == [.next(230, 3), .completed(240)])
        var again: [Int] = []
        _ = Observable.of(1, 2, 3).skip(1).subscribe(onNext: { again.append($0) })
        _ = Observable.of(1, 2, 3).skip(1).subscribe(onNext: { again.append($0) })
        #expect(again == [2, 3, 2, 3])
    }
}
