import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct BindTests {
    @Test func bindToObserversAndOptionalObservers() {
        let subject = PublishSubject<Int>()
        let optional = PublishSubject<Int?>()
        var plain: [Int] = []
        var optionals: [Int?] = []
        _ = subject.subscribe(onNext: { plain.append($0) })
        _ = optional.subscribe(onNext: { optionals.append($0) })
        _ = Observable.of(1, 2).bind(to: subject)
        _ = Observable.of(3).bind(to: optional)
        #expect(plain == [1, 2])
        #expect(optionals == [3])
    }

    @Test func bindToClosureAndCurriedBinder() {
        var received: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
        let count = Observable.of(1, 2, 3).bind { source -> Int in
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        }
        #expect(received == [1, 2])
        #expect(count == 6)
    }

    // RxSwift: testBindToObserver, testBindToObservers and testBindToOptionalObserver: every
    // event reaches the observers, as `subscribe` would send it.
    @Test func bindForwardsEveryEvent() {
        var first: [Recorded<Event<Int>>] = []
        var second: [Recorded<Event<Int>>] = []
        var optional: [Recorded<Event<Int?>>] = []
        _ = Observable.just(1).bind(to: AnyObserver { first.append(Recorded(time: 0, value: $0)) },
                                    AnyObserver { second.append(Recorded(time: 0, value: $0)) })
        _ = Observable.just(1).bind(to: AnyObserver<Int?> { optional.append(Recorded(time: 0, value: $0)) })
        #expect(first == [.next(1), .completed()])
        #expect(second == [.next(1), .completed()])
        #expect(optional == [.next(1), .completed()])
        var failed: [Recorded<Event<Int>>] = []
        _ = Observable<Int>.error(TestError()).bind(to: AnyObserver { failed.append(Recorded(time: 0, value: $0)) })
        #expect(failed == [.error(TestError())])
    }
}
