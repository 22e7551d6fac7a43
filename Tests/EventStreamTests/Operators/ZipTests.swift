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

    // RxSwift: testZip_EmptyNonEmpty and testZip_NonEmptyEmpty.
    @Test func theArityFormsCompleteWhenAllSourcesHave() {
        for emptyFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { emptyFirst ? Observable.zip(e, o) { $0 + $1 } : Observable.zip(o, e) { $0 + $1 } }
            #expect(res.events == [.completed(220)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
    }

    // RxSwift: testZip_AllCompleted2 (the selector and the tuple form).
    @Test func allCompletedTwo() {
        for tuple in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)])
            let res = scheduler.start { tuple ? Observable.zip(e0, e1).map { $0 + $1 } : Observable.zip(e0, e1) { $0 + $1 } }
            #expect(res.events == [.next(210, 10), .completed(230)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
    }

    // RxSwift: testZip_AllCompleted3.
    @Test func allCompletedThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
        let res = scheduler.start { Observable.zip(e0, e1, e2) { $0 + $1 + $2 } }
        #expect(res.events == [.next(210, 15), .completed(240)])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
        #expect(e2.subscriptions == [Subscription(200, 240)])
    }

    // The arity forms do not complete early (RxSwift's `ZipSink.done` waits for all); the
    // collection form does (`elementThatCanNeverPairCompletes`).
    @Test func elementThatCanNeverPairWaitsInTheArityForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        #expect(res.events == [])
    }

    // RxSwift: testZip_NAry_asymmetric, its sources held without the test-source wrapper, so
    // what is recorded is when zip let go of each.
    @Test func collectionReleasesEachSourceAtItsOwnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let res = scheduler.start { Observable<Int>.zip([Lingering(e0), Lingering(e1), Lingering(e2)] as [Observable<Int>]) }
        #expect(res.events.map { $0.value.element } == [[1, 2, 3], [4, 5, 6], nil])
        #expect(res.events.map(\.time) == [230, 260, 310])
        #expect(e0.subscriptions == [Subscription(200, 270)])
        #expect(e1.subscriptions == [Subscription(200, 310)])
        #expect(e2.subscriptions == [Subscription(200, 300)])
    }

    // RxSwift: testZip_NAry_emptyArray.
    @Test func noSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    // RxSwift: testZip_SymmetricReturn5 (arities beyond four).
    @Test func fiveSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<5).map { index in
            scheduler.createHotObservable([.next(150, 1), .next(210 + index * 10, index + 1), .completed(400)])
        }
        let res = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4]) { $0 + $1 + $2 + $3 + $4 }
        }
        #expect(res.events == [.next(250, 15), .completed(400)])
        for source in sources { #expect(source.subscriptions == [Subscription(200, 400)]) }
    }
}
