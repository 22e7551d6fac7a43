import Testing
@testable import EventStream
import EventStreamTesting

/// A chain whose last step is a `map`, subscribed with closures: the subscriber runs the
/// transform itself, and keeps both the map's and the closure subscriber's promises.
@Suite struct MapClosureSubscriberTests {
    @Test func theSubscriberRunsTheMapAsTheOnlyNode() {
        let subject = PublishSubject<Int>()
        let tracker = ResourceTracker()
        var received: [String] = []
        var subscription: Disposable? = Resources.$current.withValue(tracker) {
            subject.map { "v\($0)" }.subscribe(onNext: { received.append($0) })
        }
        #expect(tracker.live == 1)
        subject.onNext(1)
        subject.onNext(2)
        subscription?.dispose()
        subscription = nil
        subject.onNext(3)
        #expect(received == ["v1", "v2"])
        #expect(tracker.live == 0)
        #expect(!subject.hasObservers)
    }

    @Test func aThrowingTransformCallsOnErrorThenOnDisposedAndTransformsNothingMore() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var events: [String] = []
            var transformed: [Int] = []
            _ = subject.map { value -> Int in
                transformed.append(value)
                if value == 2 { throw TestError(id: 2) }
                return value * 2
            }.subscribe(onNext: { events.append("\($0)") }, onError: { events.append("error \($0)") },
                        onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
            for value in 1...3 { subject.onNext(value) }
            #expect(events == ["2", "error TestError(2)", "disposed"])
            #expect(transformed == [1, 2])
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposingFromTheHandlerStopsTheNextElementBeforeItsTransform() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var transformed: [Int] = []
            var received: [Int] = []
            var subscription: Disposable?
            subscription = subject.map { transformed.append($0); return $0 }.subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(received == [1])
            #expect(transformed == [1])
            subscription = nil
        }
    }

    @Test func aCompletedOrEmptySourceCompletesWithoutTransforming() {
        expectNoLeaks {
            var events: [String] = []
            _ = Observable<Int>.empty().map { value -> Int in
                Issue.record("transformed \(value)")
                return value
            }.subscribe(onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
            let ended = PublishSubject<Int>()
            ended.onCompleted()
            _ = ended.map { $0 }.subscribe(onCompleted: { events.append("completed late") })
            _ = Observable.just(5).map { $0 + 1 }.subscribe(onNext: { events.append("\($0)") })
            #expect(events == ["completed", "disposed", "completed late", "6"])
        }
    }
}
