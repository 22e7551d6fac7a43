import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct FlatMapFirstTests {
    /// RxSwift's flatMapFirst scenario: inner sequences at 300, 400, 550, 750 and 850, the
    /// ones at 400, 550 and 750 arriving while the one from 300 runs (until 760).
    private struct Scenario {
        let scheduler = TestScheduler(initialClock: 0)
        let inners: [TestableObservable<Int>]
        let xs: TestableObservable<TestableObservable<Int>>

        init(firstEnd: Recorded<Event<Int>> = .completed(460), secondEnds: Bool = true, end: Recorded<Event<TestableObservable<Int>>>? = .completed(900)) {
            let scheduler = self.scheduler
            inners = [
                scheduler.createColdObservable([.next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstEnd]),
                scheduler.createColdObservable([.next(180, 202), .next(190, 203)] + (secondEnds ? [.completed(205)] : [])),
                scheduler.createColdObservable([.next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410)]),
                scheduler.createColdObservable([.completed(40)]),
                scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
            ]
            let early: [Recorded<Event<TestableObservable<Int>>>] = [
                .next(5, scheduler.createColdObservable([.error(1, TestError(), Int.self)])),
                .next(105, scheduler.createColdObservable([.error(1, TestError(), Int.self)])),
            ]
            let times = [300, 400, 550, 750, 850]
            xs = scheduler.createHotObservable(early + zip(times, inners).map { .next($0, $1) } + (end.map { [$0] } ?? []))
        }

        var innerSubscriptions: [[Subscription]] { inners.map(\.subscriptions) }
    }

    private static let firstInner: [Recorded<Event<Int>>] = [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106)]

    // RxSwift: testFlatMapFirst_Complete and _Complete_InnerNotComplete.
    @Test func dropsWhatArrivesWhileAnInnerRuns() {
        for outerCompletes in [true, false] {
            let scenario = Scenario(end: outerCompletes ? .completed(900) : nil)
            let res = scenario.scheduler.start { scenario.xs.flatMapFirst { $0 } }
            #expect(res.events == Self.firstInner + [.next(930, 401), .next(940, 402)] + (outerCompletes ? [.completed(950)] : []))
            #expect(scenario.xs.subscriptions == [Subscription(200, outerCompletes ? 900 : 1000)])
            #expect(scenario.innerSubscriptions == [[Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
        }
    }

    // RxSwift: testFlatMapFirst_Complete_ErrorOuter.
    @Test func anOuterErrorEndsIt() {
        let scenario = Scenario(secondEnds: false, end: .error(900, TestError()))
        let res = scenario.scheduler.start { scenario.xs.flatMapFirst { $0 } }
        #expect(res.events == Self.firstInner + [.error(900, TestError())])
        #expect(scenario.xs.subscriptions == [Subscription(200, 900)])
        #expect(scenario.innerSubscriptions == [[Subscription(300, 760)], [], [], [], [Subscription(850, 900)]])
    }

    // RxSwift: testFlatMapFirst_Error_Inner.
    @Test func anInnerErrorEndsIt() {
        let scenario = Scenario(firstEnd: .error(460, TestError()))
        let res = scenario.scheduler.start { scenario.xs.flatMapFirst { $0 } }
        #expect(res.events == Self.firstInner + [.error(760, TestError())])
        #expect(scenario.xs.subscriptions == [Subscription(200, 760)])
        #expect(scenario.innerSubscriptions == [[Subscription(300, 760)], [], [], [], []])
    }

    // RxSwift: testFlatMapFirst_Dispose.
    @Test func dispose() {
        let scenario = Scenario()
        let res = scenario.scheduler.start(disposed: 700) { scenario.xs.flatMapFirst { $0 } }
        #expect(res.events == Array(Self.firstInner.prefix(4)))
        #expect(scenario.xs.subscriptions == [Subscription(200, 700)])
        #expect(scenario.innerSubscriptions == [[Subscription(300, 700)], [], [], [], []])
    }

    // RxSwift: testFlatMapFirst_SelectorThrows: the selector is not even called for what is
    // dropped.
    @Test func selectorThrows() {
        let scenario = Scenario()
        var invoked = 0
        let res = scenario.scheduler.start {
            scenario.xs.flatMapFirst { inner -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 { throw TestError() }
                return inner
            }
        }
        #expect(res.events == Self.firstInner + [.error(850, TestError())])
        #expect(scenario.xs.subscriptions == [Subscription(200, 850)])
        #expect(scenario.innerSubscriptions == [[Subscription(300, 760)], [], [], [], []])
    }

    // RxSwift: testFlatMapFirst_UseFunction.
    @Test func intervalsTakenFromEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 4), .next(220, 3), .next(250, 5), .next(270, 1), .completed(290)])
        let res = scheduler.start {
            xs.flatMapFirst { x in Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).map { _ in x }.take(x) }
        }
        #expect(res.events == [.next(220, 4), .next(230, 4), .next(240, 4), .next(250, 4), .next(280, 1), .completed(290)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    // RxSwift: testFlatMapFirstReleasesResourcesOnComplete and 1-3ReleasesResourcesOnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).flatMapFirst { _ in Observable.just(1) }.subscribe()
            _ = Observable<Int>.error(TestError()).flatMapFirst { _ in Observable.just(1) }.subscribe()
            _ = Observable.just(1).flatMapFirst { _ -> Observable<Int> in throw TestError() }.subscribe()
            _ = Observable.just(1).flatMapFirst { _ in Observable<Int>.error(TestError()) }.subscribe()
        }
    }
}
