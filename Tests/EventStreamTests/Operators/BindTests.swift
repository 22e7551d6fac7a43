import Testing
@testable import EventStream

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
}
