import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct MaybeTests {
    @Test func successCompletedAndError() {
        var log: [String] = []
        _ = Maybe<Int>.create { maybe in
            maybe(.success(1))
            maybe(.completed)
            return Disposables.create()
        }.subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in log.append("success") }, onCompleted: { log.append("empty") })
        _ = Maybe<Int>.error(TestError()).subscribe(onError: { _ in log.append("error") })
        #expect(log == ["success 1", "empty", "error"])
    }

    @Test func asMaybeAndIfEmpty() {
        var results: [Event<Int>] = []
        _ = Observable.of(1, 2).asMaybe().asObservable().subscribe { results.append($0) }
        _ = Maybe<Int>.empty().ifEmpty(default: 7).asObservable().subscribe { results.append($0) }
        _ = Single.just(3).filter { $0 > 5 }.map { $0 * 2 }.asObservable().subscribe { results.append($0) }
        #expect(results == [.error(RxError.moreThanOneElement), .next(7), .completed, .completed])
    }

    // RxSwift: MaybeTest.test_delay and test_observeOn.
    @Test func delayAndObserveOnCompleteOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.start { Maybe.just(1).delay(.milliseconds(2), scheduler: scheduler) }
        #expect(delayed.events == [.next(202, 1), .completed(203)])
        let observed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Maybe.just(1).observe(on: scheduler) }
        #expect(observed.events == [.next(1201, 1), .completed(1202)])
    }
}
