import Testing
@testable import EventStream
import EventStreamTesting

/// A `map` and the `distinctUntilChanged()` right after it, subscribed with closures, run in one
/// sink that compares mapped elements.
@Suite struct MapDistinctNodeSinkTests {
    @Test func repeatsOfTheMappedElementAreDroppedInOneSink() {
        let subject = PublishSubject<Int>()
        let tracker = ResourceTracker()
        var received: [Int] = []
        var subscription: Disposable? = Resources.$current.withValue(tracker) {
            subject.map { $0 / 10 }.distinctUntilChanged().subscribe(onNext: { received.append($0) })
        }
        #expect(tracker.live == 2)
        for value in [10, 11, 20, 25, 10, 10, 30] { subject.onNext(value) }
        #expect(received == [1, 2, 1, 3])
        subscription?.dispose()
        subscription = nil
        #expect(tracker.live == 0)
    }

    @Test func everySubscriptionComparesWithItsOwnLastElement() {
        expectNoLeaks {
            let subject = PublishSubject<String>()
            let distinct = subject.map { $0.lowercased() }.distinctUntilChanged()
            var first: [String] = []
            var second: [String] = []
            let a = distinct.subscribe(onNext: { first.append($0) })
            subject.onNext("Cat")
            let b = distinct.subscribe(onNext: { second.append($0) })
            subject.onNext("CAT")
            subject.onNext("dog")
            a.dispose()
            b.dispose()
            #expect(first == ["cat", "dog"])
            #expect(second == ["cat", "dog"])
        }
    }

    @Test func aThrowingTransformEndsTheSequenceAndACompletionPassesThrough() {
        expectNoLeaks {
            let failing = PublishSubject<Int>()
            var events: [String] = []
            _ = failing.map { value -> Int in
                if value == 2 { throw TestError(id: 2) }
                return value
            }.distinctUntilChanged().subscribe(onNext: { events.append("\($0)") }, onError: { events.append("error \($0)") })
            for value in [1, 1, 2, 3] { failing.onNext(value) }
            #expect(events == ["1", "error TestError(2)"])
            #expect(!failing.hasObservers)

            let completing = PublishSubject<Int>()
            var completed: [String] = []
            _ = completing.map { $0 }.distinctUntilChanged().subscribe(
                onNext: { completed.append("\($0)") }, onCompleted: { completed.append("completed") })
            completing.onNext(4)
            completing.onCompleted()
            #expect(completed == ["4", "completed"])
        }
    }
}
