import EventStream
import EventStreamTesting

/// The workloads written against EventStream.
enum EventStreamSide {
    static func mapFilter(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        return sum
    }

    static func chainOnJust(_ count: Int) -> Int {
        var sum = 0
        for _ in 0..<count {
            let subscription = Observable.just(1)
                .map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.distinctUntilChanged().map { $0 &+ 1 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
        }
        return sum
    }

    static func chainOnSubject(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        var sum = 0
        for _ in 0..<count {
            let subscription = subject
                .map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.distinctUntilChanged().map { $0 &+ 1 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            sum &+= 1
        }
        return sum
    }

    static func chainElements(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject
            .map { $0 &+ 1 }.filter { $0 & 3 != 0 }.map { $0 &* 2 }.distinctUntilChanged().map { $0 &+ 1 }
            .subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { subject.onNext(value / 2) }
        subscription.dispose()
        return sum
    }

    static func flatMapLatestJust(_ count: Int) -> Int {
        let outer = PublishSubject<Int>()
        var sum = 0
        let subscription = outer.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { outer.onNext(value) }
        subscription.dispose()
        return sum
    }

    static func flatMapLatestSubject(_ count: Int) -> Int {
        let outer = PublishSubject<Int>()
        var sum = 0
        let subscription = outer.flatMapLatest { BehaviorSubject(value: $0) }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { outer.onNext(value) }
        subscription.dispose()
        return sum
    }

    static func debounceHeap(_ count: Int) -> Int {
        let engine = HeapScheduler()
        let scheduler = HeapEventStreamScheduler(engine: engine)
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.debounce(.milliseconds(debounceWindow), scheduler: scheduler).subscribe(onNext: { sum &+= $0 })
        var time = 0
        for index in 0..<count {
            time += debounceGaps[index % debounceGaps.count]
            engine.advance(to: time)
            subject.onNext(index)
        }
        engine.advance(to: time + 100)
        subscription.dispose()
        return sum
    }

    static func debounceTestScheduler(_ count: Int) -> Int {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.debounce(.milliseconds(debounceWindow), scheduler: scheduler).subscribe(onNext: { sum &+= $0 })
        var time = 0
        for index in 0..<count {
            time += debounceGaps[index % debounceGaps.count]
            scheduler.advanceTo(time)
            subject.onNext(index)
        }
        scheduler.advanceTo(time + 100)
        subscription.dispose()
        return sum
    }

    static func relay(_ count: Int, subscribers: Int) -> Int {
        let relay = BehaviorRelay(value: 0)
        var sum = 0
        let subscriptions = (0..<subscribers).map { _ in relay.subscribe(onNext: { sum &+= $0 }) }
        for value in 0..<count { relay.accept(value) }
        for subscription in subscriptions { subscription.dispose() }
        return sum
    }

    static func shareReplay(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var sum = 0
        let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { sum &+= $0 }) }
        for value in 0..<count { subject.onNext(value) }
        for subscription in subscriptions { subscription.dispose() }
        return sum
    }
}
