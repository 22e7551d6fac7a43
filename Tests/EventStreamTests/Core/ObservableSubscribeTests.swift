import Testing
@testable import EventStream

@Suite struct ObservableSubscribeTests {
    @Test func handlersReceiveEventsThenDisposed() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func errorRunsOnErrorThenDisposed() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError()).subscribe(
            onNext: { _ in log.append("next") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log == ["error TestError(0)", "disposed"])
    }

    @Test func disposeStopsDeliveryAndRunsOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var disposedCount = 0
        let subscription = subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposedCount += 1 })
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        #expect(received == [1])
        #expect(disposedCount == 1)
        #expect(!subject.hasObservers)
    }

    @Test func subscribeWithObjectDropsEventsAfterObjectIsGone() {
        final class Owner { var values: [Int] = [] }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak var weakOwner = owner
        let subscription = subject.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
        subject.onNext(1)
        #expect(owner?.values == [1])
        owner = nil
        #expect(weakOwner == nil)
        subject.onNext(2)
        subscription.dispose()
    }

    @Test func handlersAreReleasedOnDispose() {
        final class Token {}
        var token: Token? = Token()
        weak var weakToken = token
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { [token] _ in _ = token })
        token = nil
        #expect(weakToken != nil)
        subscription.dispose()
        #expect(weakToken == nil)
    }

    // As RxSwift's `subscribe(onNext:…)`: at the end the handlers run first, then the chain
    // above lets go of its source; an explicit dispose lets go first, then `onDisposed`.
    @Test func handlersRunBeforeTheSourceIsLetGoOf() {
        var log: [String] = []
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { o in
            observer = o
            return Disposables.create { log.append("source disposed") }
        }
        _ = source.map { $0 }.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
                                        onDisposed: { log.append("disposed") })
        observer?.onNext(1)
        observer?.onCompleted()
        #expect(log == ["1", "completed", "disposed", "source disposed"])

        log = []
        let subscription = source.subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        #expect(log == ["source disposed", "disposed"])
    }
}
