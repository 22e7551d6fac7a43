import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct DriverTests {
    @Test func deliversOnMockedSchedulerAndRecoversFromError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = SharingScheduler.mock(scheduler: scheduler) { () -> TestableObserver<Int> in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(), Int.self)])
            return scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        }
        #expect(res.events == [.next(211, 1), .next(221, -1), .completed(221)])
    }

    @Test func sharesAndReplaysLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var subscriptions = 0
            let relay = BehaviorRelay(value: 1)
            let driver = Observable.deferred {
                subscriptions += 1
                return relay.asObservable()
            }.asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { _ = driver.drive(first) }
            scheduler.scheduleAt(200) { relay.accept(2) }
            scheduler.scheduleAt(300) { _ = driver.drive(second) }
            scheduler.start()
            #expect(subscriptions == 1)
            #expect(first.events == [.next(101, 1), .next(201, 2)])
            #expect(second.events == [.next(300, 2)])
        }
    }

    @Test func driveIntoRelayAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let target = BehaviorRelay(value: "")
            var seen: [Int] = []
            let source = PublishRelay<String>()
            _ = source.asDriver().drive(target)
            _ = source.asDriver().map(\.count).drive(onNext: { seen.append($0) })
            scheduler.scheduleAt(10) { source.accept("abc") }
            scheduler.start()
            #expect(target.value == "abc")
            #expect(seen == [3])
        }
    }

    // RxSwift: testDriveObservers and testDriveOptionalObservers: the completion reaches the
    // observers too.
    @Test func driveForwardsTheCompletionToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            scheduler.scheduleAt(100) {
                _ = Driver.just(1).drive(first, second)
                _ = Driver.just(1).drive(optional)
            }
            scheduler.start()
            #expect(first.events == [.next(101, 1), .completed(101)])
            #expect(second.events == [.next(101, 1), .completed(101)])
            #expect(optional.events == [.next(101, Optional(1)), .completed(101)])
        }
    }

    // RxSwift: testDrivingOrderOfSynchronousSubscriptions1. On the main thread a driver fed
    // synchronously from another driver's delivery delivers at once: each has a main
    // scheduler of its own.
    @Test func drivingOrderOfSynchronousSubscriptions() {
        var events: [Recorded<Event<String>>] = []
        let ran = onMainThread {
            func sampleDriver(_ item: String) -> Driver<String> {
                Observable.create { observer in
                    observer.onNext(item)
                    observer.onCompleted()
                    return Disposables.create()
                }.asDriver(onErrorJustReturn: "")
            }
            var bag = DisposeBag()
            let relay = BehaviorRelay(value: "initial")
            relay.asDriver().drive(AnyObserver { events.append(Recorded(time: 0, value: $0)) }).disposed(by: bag)
            sampleDriver("first").drive(relay).disposed(by: bag)
            sampleDriver("second").drive(relay).disposed(by: bag)
            Observable.just("third").bind(to: relay).disposed(by: bag)
            bag = DisposeBag()
        }
        #expect(ran)
        #expect(events == [.next("initial"), .next("first"), .next("second"), .next("third")])
    }

    // RxSwift: testDrivingOrderOfSynchronousSubscriptions2.
    @Test func drivingOrderThroughNestedDrivers() {
        var latest: Int?
        let ran = onMainThread {
            let state = BehaviorSubject(value: 1)
            let subscription = state.asDriver(onErrorJustReturn: 0)
                .flatMapLatest { Driver.just($0 * 2) }
                .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
                .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: Driver.empty()) }
                .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in Driver.empty() }) }
                .drive(onNext: { latest = $0 })
            subscription.dispose()
        }
        #expect(ran)
        #expect(latest == 2)
    }
}
