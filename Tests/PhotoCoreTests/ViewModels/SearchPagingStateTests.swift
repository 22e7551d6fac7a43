import Testing
@testable import PhotoCore

/// `SearchPagingState` on its own: which page may be requested when.
@Suite struct SearchPagingStateTests {
    typealias F = ViewModelFixtures

    @Test func noNextPageBeforeTheFirstArrives() {
        var state = SearchPagingState()
        #expect(state.start() == 1)
        #expect(state.nextPage() == nil)
        #expect(state.retry() == nil)
    }

    @Test func eachPageIsRequestedOnceUntilTheLast() {
        var state = SearchPagingState()
        _ = state.start()
        _ = state.receive(F.page(F.photos("a", 1...2), totalPages: 2), number: 1)
        #expect(state.nextPage() == 2)
        #expect(state.nextPage() == nil)   // page 2 is in flight
        let update = state.receive(F.page(F.photos("a", 3...4), totalPages: 2), number: 2)
        #expect(update?.change == .appended(2..<4))
        #expect(state.reachedEnd)
        #expect(state.nextPage() == nil)
    }

    @Test func anAnswerForAPageNotInFlightIsIgnored() {
        var state = SearchPagingState()
        _ = state.start()
        #expect(state.receive(F.page(F.photos("a", 1...2)), number: 2) == nil)
        #expect(state.fail(number: 3) == nil)
        #expect(state.inFlight == 1)
    }

    @Test func aFailedPageIsRetriedAndBlocksPagingMeanwhile() {
        var state = SearchPagingState()
        _ = state.start()
        _ = state.receive(F.page(F.photos("a", 1...2)), number: 1)
        #expect(state.nextPage() == 2)
        #expect(state.fail(number: 2) == nil)   // the first page stays
        #expect(state.rows.count == 2)
        #expect(state.nextPage() == nil)
        #expect(state.retry() == 2)
        #expect(state.retry() == nil)
    }

    @Test func aPageOfOnlyRepeatsChangesNoRowsButMovesOn() {
        var state = SearchPagingState()
        _ = state.start()
        _ = state.receive(F.page(F.photos("a", 1...2)), number: 1)
        _ = state.nextPage()
        #expect(state.receive(F.page(F.photos("a", 1...2)), number: 2) == nil)
        #expect(state.nextPage() == 3)
    }
}
