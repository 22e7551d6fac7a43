import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ReplayRelayTests {
    // RxRelay: test_noEvents.
    @Test func nothingAcceptedNothingReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.createObserver(Int.self)
        _ = ReplayRelay<Int>.create(bufferSize: 3).subscribe(result)
        #expect(result.events.isEmpty)
    }

    // RxRelay: test_fewerEventsThanBufferSize and test_moreEventsThanBufferSize.
    @Test func replaysUpToTheBufferSize() {
        for accepted in [[1, 2], [1, 2, 3, 4, 5]] {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = ReplayRelay<Int>.create(bufferSize: 3)
            let result = scheduler.createObserver(Int.self)
            for (offset, value) in accepted.enumerated() { scheduler.scheduleAt(150 + offset * 50) { relay.accept(value) } }
            scheduler.scheduleAt(400) { _ = relay.subscribe(result) }
            scheduler.start()
            #expect(result.events == accepted.suffix(3).map { .next(400, $0) })
        }
    }

    // RxRelay: test_moreEventsThanBufferSizeMultipleObservers.
    @Test func aLateObserverGetsTheBufferAnEarlyOneEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(150) { _ = relay.subscribe(early) }
        for value in 1...5 { scheduler.scheduleAt(150 + value * 50) { relay.accept(value) } }
        scheduler.scheduleAt(500) { _ = relay.subscribe(late) }
        scheduler.start()
        #expect(early.events == [.next(200, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5)])
        #expect(late.events == [.next(500, 3), .next(500, 4), .next(500, 5)])
    }

    @Test func unboundReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbound()
        for value in 1...5 { relay.accept(value) }
        var seen: [Int] = []
        _ = relay.subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2, 3, 4, 5])
    }

    // RxRelay: testBindToReplayRelay, testBindToReplayRelays and testBindToOptionalReplayRelay;
    // RxCocoa: testDriveReplayRelay and testEmitReplayRelay.
    @Test func bindDriveAndEmitIntoIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let plain = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = Observable.of(1, 2).bind(to: plain)
        _ = Observable.just(3).bind(to: optional)
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(10) {
                _ = Driver.just(4).drive(plain)
                _ = Signal.just(5).emit(to: optional)
            }
            scheduler.start()
        }
        var plainSeen: [Int] = []
        var optionalSeen: [Int?] = []
        _ = plain.subscribe(onNext: { plainSeen.append($0) })
        _ = optional.subscribe(onNext: { optionalSeen.append($0) })
        #expect(plainSeen == [2, 4])
        #expect(optionalSeen == [5])
    }
}
