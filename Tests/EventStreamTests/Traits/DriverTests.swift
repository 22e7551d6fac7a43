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
}
