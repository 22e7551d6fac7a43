import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct TestSchedulerTests {
    @Test func runsInTimeOrderAndAdvances() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(30) { log.append("30@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("10@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("10b@\(scheduler.clock)") }
        scheduler.advanceTo(20)
        #expect(log == ["10@10", "10b@10"])
        #expect(scheduler.clock == 20)
        scheduler.start()
        #expect(log == ["10@10", "10b@10", "30@30"])
    }

    @Test func relativeTimesAreMilliseconds() {
        let scheduler = TestScheduler(initialClock: 0)
        var fired: [Int] = []
        _ = scheduler.schedule(after: .milliseconds(300)) { fired.append(scheduler.clock) }
        _ = scheduler.schedule(after: .seconds(1)) { fired.append(scheduler.clock) }
        _ = scheduler.schedule { fired.append(scheduler.clock) }
        scheduler.start()
        #expect(fired == [1, 300, 1000])
    }

    @Test func disposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let work = scheduler.schedule(after: .milliseconds(10)) { ran = true }
        work.dispose()
        scheduler.start()
        #expect(!ran)
    }

    @Test func periodicUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(100), period: .milliseconds(50)) { count in
            ticks.append(scheduler.clock)
            return count + 1
        }
        scheduler.scheduleAt(260) { periodic.dispose() }
        scheduler.start()
        #expect(ticks == [100, 150, 200, 250])
    }

    @Test func coldObservablePlaysPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, 1), .completed(120)])
        #expect(second.events == [.next(310, 1), .completed(320)])
        #expect(xs.subscriptions == [Subscription(100), Subscription(300)])
    }

    @Test func hotObservableIgnoresLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(100, 1), .next(300, 2)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(300, 2)])
    }

    // As RxTest's: a test source is an `ObservableType`, so an operator takes it through
    // `asObservable()`, whose subscription ends at the source's terminal event.
    @Test func throughAnOperatorASubscriptionEndsAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(15)])
        let ys = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(), Int.self)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable(), .never()) }
        #expect(res.events == [.next(210, 1), .next(210, 1), .error(220, TestError())])
        // merge still ran at 215; the source ended its own subscription.
        #expect(xs.subscriptions == [Subscription(200, 215)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }
}
