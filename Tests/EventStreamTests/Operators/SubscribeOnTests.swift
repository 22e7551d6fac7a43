import Dispatch
import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SubscribeOnTests {
    @Test func subscribesAndDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .next(250, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func subscribesOnBackgroundQueue() {
        let queue = DispatchQueue(label: "subscribe-on-test")
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            dispatchPrecondition(condition: .onQueue(queue))
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue))
        .subscribe(onCompleted: { done.signal() })
        #expect(wait(done))
        subscription.dispose()
    }

    // As RxSwift's sinks: nothing passes after the end, even from a source that sends it.
    @Test func nothingPassesAfterTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300), .next(310, 2)])
        let res = scheduler.start { Lingering(xs).subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(300)])
    }
}
