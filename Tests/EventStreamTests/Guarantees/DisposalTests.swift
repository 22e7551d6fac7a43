import Dispatch
import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DisposalTests {
    @Test func concurrentDisposeRunsEverythingOnce() {
        for _ in 0..<50 {
            let lock = Lock()
            var upstreamDisposals = 0
            var onDisposed = 0
            let subscription = Observable<Int>.create { _ in
                Disposables.create { lock.withLock { upstreamDisposals += 1 } }
            }
            .map { $0 + 1 }.filter { $0 > 0 }.flatMapLatest { Observable.just($0) }
            .subscribe(onDisposed: { lock.withLock { onDisposed += 1 } })
            DispatchQueue.concurrentPerform(iterations: 8) { _ in subscription.dispose() }
            #expect(lock.withLock { upstreamDisposals } == 1)
            #expect(lock.withLock { onDisposed } == 1)
        }
    }

    @Test func nothingArrivesAfterDisposeOnTheSameThread() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.map { $0 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(received == [1])
    }

    @Test func deliveryStopsOnceDisposeReturns() {
        let subject = PublishSubject<Int>()
        let lock = Lock()
        var received = 0
        let subscription = subject.map { $0 * 2 }.filter { _ in true }.subscribe(onNext: { _ in lock.withLock { received += 1 } })
        let started = DispatchSemaphore(value: 0)
        let afterDispose = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 0..<1_000 { subject.onNext(value) }
            started.signal()
            afterDispose.wait()
            // Everything sent now starts after dispose() returned.
            for value in 0..<1_000 { subject.onNext(value) }
            finished.signal()
        }
        #expect(wait(started))
        subscription.dispose()
        let atDispose = lock.withLock { received }
        afterDispose.signal()
        #expect(wait(finished))
        #expect(lock.withLock { received } == atDispose)
        #expect(!subject.hasObservers)
    }

    @Test func disposeCancelsTimersAndInnerSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(500, 1)])
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject
            .debounce(.milliseconds(100), scheduler: scheduler)
            .flatMapLatest { _ in inner }
            .subscribe(onNext: { received.append($0) })
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(350) { subscription.dispose() }
        scheduler.start()
        #expect(received == [])
        #expect(inner.subscriptions == [Subscription(110, 350)])
        #expect(!subject.hasObservers)
    }
}
