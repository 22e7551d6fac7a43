import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ZipTests {
    @Test func pairsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .completed(260)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(215, "1a"), .next(250, "2b"), .completed(260)])
    }

    @Test func neverAndEmptyNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let e = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        #expect(res.events == [])
    }

    @Test func elementThatCanNeverPairCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        // The collection form completes early (RxSwift's `Zip+Collection`); the forms with two
        // to eight sources wait for every source (`elementThatCanNeverPairWaitsInTheArityForms`).
        let res = scheduler.start { Observable.zip([xs, ys]) { $0[0] + $0[1] } }
        #expect(res.events == [.completed(220)])
    }
}
