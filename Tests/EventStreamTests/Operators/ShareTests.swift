import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ShareTests {
    @Test func subscribesOnceAndReplaysLatest() {
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.deferred {
            subscriptions += 1
            return subject.asObservable()
        }.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        #expect(subscriptions == 1)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        a.dispose()
        #expect(subject.hasObservers)
        b.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func reconnectsFreshAfterLastLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .next(600, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var s1: Disposable?
        var s2: Disposable?
        scheduler.scheduleAt(200) { s1 = shared.subscribe(first) }
        scheduler.scheduleAt(300) { s1?.dispose() }
        scheduler.scheduleAt(500) { s2 = shared.subscribe(second) }
        scheduler.scheduleAt(700) { s2?.dispose() }
        scheduler.start()
        #expect(first.events == [.next(210, 1)])
        #expect(second.events == [.next(600, 3)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(500, 700)])
    }

    @Test func foreverScopeReplaysAfterCompletion() {
        var subscriptions = 0
        let shared = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2, 3)
        }.share(replay: 2, scope: .forever)
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        #expect(first == [.next(1), .next(2), .next(3), .completed])
        #expect(second == [.next(2), .next(3), .completed])
        #expect(subscriptions == 1)
    }

    @Test func whileConnectedResubscribesAfterCompletion() {
        var subscriptions = 0
        let shared = Observable<Int>.deferred {
            subscriptions += 1
            return .just(subscriptions)
        }.share(replay: 1)
        var received: [Int] = []
        _ = shared.subscribe(onNext: { received.append($0) })
        _ = shared.subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2])
        #expect(subscriptions == 2)
    }

    @Test func lastSubscriberLeavingMayReleaseTheShare() {
        // Disconnecting frees the share itself (nothing else holds it); that must not wait on a
        // lock the disposal still holds.
        let subject = PublishSubject<Int>()
        weak var weakShared: Observable<Int>?
        expectNoLeaks {
            var shared: Observable<Int>? = subject.map { $0 }.share(replay: 1)
            weakShared = shared
            let subscription = shared!.subscribe()
            shared = nil
            subject.onNext(1)
            subscription.dispose()
        }
        #expect(weakShared == nil)
        #expect(!subject.hasObservers)
    }
}
