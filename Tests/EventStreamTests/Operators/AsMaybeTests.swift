import Testing
@testable import EventStream

@Suite struct AsMaybeTests {
    @Test func zeroOrOneElement() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().asMaybe().asObservable().subscribe { events.append($0) }
        _ = Observable.just(4).asMaybe().asObservable().subscribe { events.append($0) }
        #expect(events == [.completed, .next(4), .completed])
    }
}
