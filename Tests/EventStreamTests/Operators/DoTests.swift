import Testing
@testable import EventStream

@Suite struct DoTests {
    @Test func sideEffectsInOrder() {
        var log: [String] = []
        _ = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") }
        ).subscribe(onNext: { log.append("next \($0)") })
        // A sequence that ends while being subscribed: `onDispose` after `onSubscribed`, as in
        // RxSwift's `testDoOnOrder_Completed_Sync`.
        #expect(log == ["subscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "subscribed", "dispose"])
    }

    @Test func throwingSideEffectErrors() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).do(onNext: { _ in throw TestError() }).subscribe { events.append($0) }
        #expect(events == [.error(TestError())])
    }
}
