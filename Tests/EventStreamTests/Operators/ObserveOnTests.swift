import Dispatch
import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ObserveOnTests {
    @Test func deliversOnSchedulerOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(251, 2), .completed(301)])
        // The test source ends its own subscription at its completion, as RxTest's do.
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposeDropsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1)])
    }

    @Test func deliversInOrderOnSerialQueue() {
        let queue = DispatchQueue(label: "observe-on-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let done = DispatchSemaphore(value: 0)
        let lock = Lock()
        var received: [Int] = []
        let subscription = Observable.from(0..<100).observe(on: scheduler).subscribe(
            onNext: { value in
                dispatchPrecondition(condition: .onQueue(queue))
                lock.withLock { received.append(value) }
            },
            onCompleted: { done.signal() })
        #expect(wait(done))
        #expect(lock.withLock { received } == Array(0..<100))
        subscription.dispose()
    }

    // Intentionally unlike RxSwift (docs/EventStream-conformance.md): a burst that arrives
    // before the scheduled run is delivered in that run, so it reaches the main loop in one turn.
    @Test func aBurstIsDeliveredInOneRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .next(201, 2), .next(201, 3), .completed(201)])
    }

    // What the traits use, as RxSwift's `ObserveOnSink.run`: one event per run, one tick each.
    @Test func oneEventPerRunSpreadsABurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observeOneEventPerRun(on: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }
}
