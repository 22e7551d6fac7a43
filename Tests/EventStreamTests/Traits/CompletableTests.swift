import Testing
@testable import EventStream

@Suite struct CompletableTests {
    @Test func createAndAndThen() {
        var log: [String] = []
        let save = Completable.create { completable in
            log.append("save")
            completable(.completed)
            return Disposables.create()
        }
        _ = save.andThen(Single.just(1)).subscribe(onSuccess: { log.append("then \($0)") })
        _ = Completable.create { completable in
            completable(.error(TestError()))
            return Disposables.create()
        }.andThen(Completable.empty()).subscribe(onCompleted: { log.append("wrong") }, onError: { _ in log.append("error") })
        #expect(log == ["save", "then 1", "error"])
    }

    @Test func asCompletableDropsElements() {
        var completed = false
        _ = Observable.of(1, 2).asCompletable().subscribe(onCompleted: { completed = true })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { completed = completed && true })
        #expect(completed)
    }
}
