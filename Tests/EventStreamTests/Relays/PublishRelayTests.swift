import Testing
@testable import EventStream

@Suite struct PublishRelayTests {
    @Test func acceptsAndBroadcasts() {
        let relay = PublishRelay<String>()
        var received: [String] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("a")
        relay.accept("b")
        subscription.dispose()
        relay.accept("c")
        #expect(received == ["a", "b"])
    }

    @Test func bindToRelay() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        _ = Observable.of(1, 2).bind(to: relay)
        #expect(received == [1, 2])
    }
}
