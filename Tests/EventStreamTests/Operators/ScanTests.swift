import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ScanTests {
    @Test func emitsRunningTotals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }

    @Test func intoAndThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.scan(into: [Int]()) { all, value in
            if value == 2 { throw TestError() }
            all.append(value)
        } }
        #expect(res.events == [.next(210, [1]), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func reduceAndToArray() {
        var sums: [Int] = []
        _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { sums.append($0) })
        var arrays: [[Int]] = []
        _ = Observable.of(4, 5).toArray().subscribe(onSuccess: { arrays.append($0) })
        #expect(sums == [6])
        #expect(arrays == [[4, 5]])
    }
}
