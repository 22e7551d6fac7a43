import Testing
@testable import EventStream

@Suite struct CreateTests {
    @Test func enforcesGrammarAndDisposesOnTerminal() {
        var disposed = 0
        var events: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create { disposed += 1 }
        }.subscribe(AnyObserver { events.append($0) })
        #expect(events == [.next(1), .completed])
        #expect(disposed == 1)
    }

    @Test func dropsEventsAfterDispose() {
        var captured: AnyObserver<Int>?
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }.subscribe(AnyObserver { events.append($0) })
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        #expect(events == [.next(1)])
    }
}
