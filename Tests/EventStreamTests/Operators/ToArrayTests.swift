import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ToArrayTests {
    @Test func collectsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.toArray() }
        #expect(res.events == [.next(300, [1, 2]), .completed(300)])
    }

    @Test func emptyGivesEmptyArrayAndErrorPasses() {
        var results: [Event<[Int]>] = []
        _ = Observable<Int>.empty().toArray().asObservable().subscribe { results.append($0) }
        _ = Observable<Int>.error(TestError()).toArray().asObservable().subscribe { results.append($0) }
        #expect(results == [.next([]), .completed, .error(TestError())])
    }
}
