import Testing
@testable import PhotoCore

/// `HomeFeedState` on its own: how each section's arrival changes the rows.
@Suite struct HomeFeedStateTests {
    typealias F = ViewModelFixtures

    static func rows(_ events: [FeedEvent]) -> RowsUpdate? {
        for case .rows(let update) in events { return update }
        return nil
    }

    static func loading(_ events: [FeedEvent]) -> LoadingState? {
        for case .loading(let state) in events { return state }
        return nil
    }

    @Test func aSectionAboveAnotherIsAReplaceAndOneBelowIsAnAppend() {
        var state = HomeFeedState(count: 3)
        state.apply(index: 1, section: .loaded(title: "B", photos: F.photos("b", 1...2)))
        #expect(Self.rows(state.events)?.change == .reset)
        state.apply(index: 0, section: .loaded(title: "A", photos: F.photos("a", 1...1)))
        #expect(Self.rows(state.events)?.change == .replaced(0..<2))
        state.apply(index: 2, section: .loaded(title: "C", photos: F.photos("c", 1...1)))
        #expect(Self.rows(state.events)?.change == .appended(5..<7))
        #expect(F.ids(Self.rows(state.events)?.rows ?? []) == ["#A", "a-1", "#B", "b-1", "b-2", "#C", "c-1"])
        #expect(Self.loading(state.events) == .idle)
    }

    @Test func nothingShowsUntilASectionHasPhotosOrAllAreSettled() {
        var state = HomeFeedState(count: 2)
        state.apply(index: 0, section: .failed(PhotoServiceError.offline))
        #expect(Self.rows(state.events) == nil)
        #expect(Self.loading(state.events) == .firstPage)
        state.apply(index: 1, section: .absent)
        #expect(Self.rows(state.events) == RowsUpdate(rows: [], change: .reset))
        #expect(Self.loading(state.events) == .idle)
    }

    @Test func anEmptySectionShowsNoHeader() {
        var state = HomeFeedState(count: 2)
        state.apply(index: 0, section: .loaded(title: "A", photos: []))
        state.apply(index: 1, section: .loaded(title: "B", photos: F.photos("b", 1...1)))
        #expect(F.ids(Self.rows(state.events)?.rows ?? []) == ["#B", "b-1"])
    }
}
