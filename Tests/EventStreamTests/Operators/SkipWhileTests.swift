import Testing
@testable import EventStream

@Suite struct SkipWhileTests {
    @Test func skipWhile() {
        var events: [Int] = []
        _ = Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 }).subscribe(onNext: { events.append($0) })
        #expect(events == [5, 1])
    }
}
