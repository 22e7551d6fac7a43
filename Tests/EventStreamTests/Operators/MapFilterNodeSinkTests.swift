import Testing
@testable import EventStream
import EventStreamTesting

/// A `map` and the `filter` right after it, subscribed with closures, run in one sink.
@Suite struct MapFilterNodeSinkTests {
    @Test func thePredicateSeesTheMappedElementsAndOneSinkServesBoth() {
        let subject = PublishSubject<Int>()
        let tracker = ResourceTracker()
        var seen: [Int] = []
        var received: [Int] = []
        var subscription: Disposable? = Resources.$current.withValue(tracker) {
            subject.map { $0 * 10 }.filter { seen.append($0); return $0 != 20 }.subscribe(onNext: { received.append($0) })
        }
        // The fused sink and the closure subscriber (a sink each would make three).
        #expect(tracker.live == 2)
        for value in 1...3 { subject.onNext(value) }
        #expect(seen == [10, 20, 30])
        #expect(received == [10, 30])
        subscription?.dispose()
        subscription = nil
        #expect(tracker.live == 0)
        #expect(!subject.hasObservers)
    }

    @Test func aThrowingPredicateEndsTheSequenceWithItsErrorAndLetsGoOfTheSubject() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var events: [String] = []
            var transformed: [Int] = []
            _ = subject.map { transformed.append($0); return $0 + 1 }.filter { value -> Bool in
                if value == 3 { throw TestError(id: 3) }
                return true
            }.subscribe(onNext: { events.append("\($0)") }, onError: { events.append("error \($0)") },
                        onDisposed: { events.append("disposed") })
            for value in 1...4 { subject.onNext(value) }
            #expect(events == ["2", "error TestError(3)", "disposed"])
            #expect(transformed == [1, 2])
            #expect(!subject.hasObservers)
        }
    }

    @Test func eachSubscriptionOfTheSameChainHasItsOwnSink() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let evens = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }
            var first: [Int] = []
            var second: [Int] = []
            let a = evens.subscribe(onNext: { first.append($0) })
            subject.onNext(1)
            let b = evens.subscribe(onNext: { second.append($0) })
            subject.onNext(3)
            a.dispose()
            subject.onNext(5)
            b.dispose()
            #expect(first == [2, 4])
            #expect(second == [4, 6])
        }
    }
}
