import Testing
@testable import EventStream

@Suite struct AnyObserverTests {
    @Test func forwardsEventsToHandler() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.onNext(1)
        observer.onCompleted()
        #expect(events == [.next(1), .completed])
    }

    @Test func mapObserverTransformsBeforeForwarding() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }.mapObserver { (text: String) in text.count }
        observer.onNext("abc")
        #expect(events == [.next(3)])
    }
}
