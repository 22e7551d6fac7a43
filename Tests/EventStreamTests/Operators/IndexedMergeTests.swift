import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct IndexedMergeTests {
    @Test func tagsEachElementWithItsSourceIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, "a1"), .next(240, "a2"), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b1"), .completed(250)])
        let res = scheduler.start { Observable.indexedMerge([a, b]).map { "\($0.index):\($0.element)" } }
        #expect(res.events == [.next(210, "0:a1"), .next(220, "1:b1"), .next(240, "0:a2"), .completed(300)])
        #expect(a.subscriptions == [Subscription(200, 300)])
        #expect(b.subscriptions == [Subscription(200, 250)])
    }

    @Test func errorEndsAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { Observable.indexedMerge(a.asObservable(), b.asObservable()).map { $0.index * 10 + $0.element } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(a.subscriptions == [Subscription(200, 220)])
    }
}
