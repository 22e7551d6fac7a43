import Testing
@testable import EventStream

@Suite struct SingleTests {
    @Test func createSuccessAndFailure() {
        var results: [String] = []
        _ = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            return Disposables.create()
        }.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { _ in results.append("failure") },
                    onDisposed: { results.append("disposed") })
        _ = Single<Int>.create { single in
            single(.failure(TestError()))
            return Disposables.create()
        }.subscribe(onSuccess: { _ in results.append("success") }, onFailure: { results.append("failure \($0)") })
        #expect(results == ["success 1", "disposed", "failure TestError(0)"])
    }

    @Test func disposeCancelsWork() {
        var cancelled = false
        let subscription = Single<Int>.create { _ in Disposables.create { cancelled = true } }.subscribe()
        subscription.dispose()
        #expect(cancelled)
    }

    @Test func mapAndFlatMap() {
        var value: String?
        _ = Single.just(2).map { $0 * 10 }.flatMap { Single.just("v\($0)") }.subscribe(onSuccess: { value = $0 })
        #expect(value == "v20")
    }

    @Test func asSingleChecksCount() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().asSingle().asObservable().subscribe { events.append($0) }
        _ = Observable.of(1, 2).asSingle().asObservable().subscribe { events.append($0) }
        _ = Observable.of(3).asSingle().asObservable().subscribe { events.append($0) }
        #expect(events == [.error(RxError.noElements), .error(RxError.moreThanOneElement), .next(3), .completed])
    }

    @Test func resultSubscribe() {
        var result: SingleEvent<Int>?
        _ = Single.just(5).subscribe { result = $0 }
        #expect((try? result?.get()) == 5)
    }
}
