import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct WithUnretainedTests {
    private final class Owner {
        let id: Int
        init(id: Int) { self.id = id }
    }

    private static let values: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(220, 3), .next(225, 5), .next(230, 8), .completed(250)]

    // RxSwift: WithUnretainedTests.testObjectAttached.
    @Test func pairsEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 7)
        let xs = scheduler.createColdObservable(Self.values)
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.id), \($1)" } }
        #expect(res.events == [.next(410, "7, 1"), .next(415, "7, 2"), .next(420, "7, 3"), .next(425, "7, 5"), .next(430, "7, 8"), .completed(450)])
    }

    // RxSwift: WithUnretainedTests.testObjectDeallocates.
    @Test func doesNotKeepTheObject() {
        var owner: Owner? = Owner(id: 1)
        weak let weakOwner = owner
        let subscription = Observable<Int>.never().withUnretained(owner!).subscribe()
        owner = nil
        #expect(weakOwner == nil)
        subscription.dispose()
    }

    // RxSwift: WithUnretainedTests.testObjectDeallocatesSequenceCompletes.
    @Test func completesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 7)
        let xs = scheduler.createColdObservable(Self.values)
        let res = scheduler.start {
            xs.withUnretained(owner!)
                .do(onNext: { _, value in if value == 3 { owner = nil } })
                .map { "\($0.id), \($1)" }
        }
        #expect(res.events == [.next(410, "7, 1"), .next(415, "7, 2"), .next(420, "7, 3"), .completed(425)])
    }

    // RxSwift: WithUnretainedTests.testResultsSelector.
    @Test func resultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 7)
        let xs = scheduler.createColdObservable([.next(210, (1, "a")), .next(215, (2, "b")), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { ($0, $1.0, $1.1) }.map { "\($0.id), \($1), \($2)" } }
        #expect(res.events == [.next(410, "7, 1, a"), .next(415, "7, 2, b"), .completed(450)])
    }
}
