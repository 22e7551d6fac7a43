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

    // RxSwift: testDoOnOrder_Error and testDoOnOrder_Completed_Sync: a sequence that ends
    // while being subscribed is disposed after `onSubscribed`, its source first.
    @Test func endingDuringSubscribeDisposesAfterOnSubscribed() {
        for fails in [true, false] {
            var log: [String] = []
            _ = Observable<Int>.create { observer in
                log.append("sourceSubscribe")
                observer.onNext(0)
                if fails { observer.onError(TestError()) } else { observer.onCompleted() }
                return Disposables.create { log.append("sourceDispose") }
            }
            .do(onNext: { _ in log.append("onNext") }, onError: { _ in log.append("onError") },
                onCompleted: { log.append("onCompleted") }, onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
            .subscribe { _ in }
            #expect(log == ["onSubscribe", "sourceSubscribe", "onNext", fails ? "onError" : "onCompleted",
                            "sourceDispose", "onSubscribed", "onDispose"])
        }
    }

    // RxSwift: testDoOnOrder_Dispose.
    @Test func disposingLaterDisposesTheSourceThenRunsOnDispose() {
        var log: [String] = []
        let subscription = Observable<Int>.create { _ in
            log.append("sourceSubscribe")
            return Disposables.create { log.append("sourceDispose") }
        }
        .do(onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") })
        .subscribe { _ in }
        subscription.dispose()
        #expect(log == ["onSubscribe", "sourceSubscribe", "onSubscribed", "sourceDispose", "onDispose"])
    }
}
