import Testing
@testable import EventStream

@Suite struct BehaviorRelayTests {
    @Test func valueAndReplayOfCurrent() {
        let relay = BehaviorRelay(value: 1)
        #expect(relay.value == 1)
        relay.accept(2)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        relay.accept(3)
        #expect(received == [2, 3])
        #expect(relay.value == 3)
    }

    @Test func bindToRelayIgnoresCompletion() {
        let relay = BehaviorRelay(value: 0)
        var events: [Event<Int>] = []
        _ = relay.subscribe { events.append($0) }
        _ = Observable.of(5, 6).bind(to: relay)
        #expect(events == [.next(0), .next(5), .next(6)])
    }
}
