import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SwitchIfEmptyTests {
    private static let other: [Recorded<Event<Int>>] = [.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50)]

    // RxSwift: testSwitchIfEmpty_SourceNotEmpty_SwitchCompletes.
    @Test func aSourceWithElementsNeverSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .completed(210, Int.self)])
        let other = scheduler.createColdObservable(Self.other)
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        #expect(res.events == [.next(205, 1), .completed(210)])
        #expect(source.subscriptions == [Subscription(200, 210)])
        #expect(other.subscriptions == [])
    }

    // RxSwift: testSwitchIfEmpty_SourceNotEmptyError_SwitchCompletes and
    // testSwitchIfEmpty_SourceEmptyError_SwitchCompletes.
    @Test func anErrorPassesWithoutSwitching() {
        for elementFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(elementFirst ? [.next(205, 1), .error(210, TestError())] : [.error(210, TestError(), Int.self)])
            let other = scheduler.createColdObservable(Self.other)
            let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == (elementFirst ? [.next(205, 1), .error(210, TestError())] : [.error(210, TestError())]))
            #expect(source.subscriptions == [Subscription(200, 210)])
            #expect(other.subscriptions == [])
        }
    }

    // RxSwift: testSwitchIfEmpty_SourceEmpty_SwitchCompletes and _SwitchError.
    @Test func anEmptySourceSwitches() {
        for fails in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.completed(210, Int.self)])
            let other = scheduler.createColdObservable(Array(Self.other.dropLast()) + [fails ? .error(50, TestError()) : .completed(50)])
            let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), fails ? .error(260, TestError()) : .completed(260)])
            #expect(source.subscriptions == [Subscription(200, 210)])
            #expect(other.subscriptions == [Subscription(210, 260)])
        }
    }

    // RxSwift: testSwitchIfEmpty_Never.
    @Test func neverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(0, 0)])
        let other = scheduler.createColdObservable(Self.other)
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        #expect(res.events == [])
        #expect(source.subscriptions == [Subscription(200, 1000)])
        #expect(other.subscriptions == [])
    }

    // RxSwift: testSwitchIfEmptyReleasesResources*.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.just(1).ifEmpty(switchTo: .just(1)).subscribe()
            _ = Observable<Int>.empty().ifEmpty(switchTo: .just(1)).subscribe()
            _ = Observable<Int>.error(TestError()).ifEmpty(switchTo: .just(1)).subscribe()
            _ = Observable<Int>.empty().ifEmpty(switchTo: .error(TestError())).subscribe()
        }
    }
}
