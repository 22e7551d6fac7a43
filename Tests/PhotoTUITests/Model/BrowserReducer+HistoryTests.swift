import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// ↑, ↓ and Ctrl-R in the search box, reduced: the library's past searches are asked for once
/// per walk and come back as an action; every step searches, as typing would.
@Suite struct BrowserReducerHistoryTests {
    /// The box holds `typed`, the list is stale (its rows were for nothing yet) and the detail
    /// was told to wait.
    private static func typingState(_ typed: String) -> BrowserState {
        var state = BrowserState()
        state.mode.focus = .search
        state.query.setText(typed)
        state.session.detailFetchesOnRest = false
        return state
    }

    @Test func upWalksPastSearchesOlderThenDownComesBackToWhatWasTyped() {
        let store = BrowserTestStore(state: Self.typingState("se"))
        store.searchHistory = ["cats", "dogs"]
        store.send(.command(.historyBack), effects: [.loadSearchHistory(containing: nil)])
        store.receive(.searchHistoryLoaded(["cats", "dogs"]), effects: [.search("cats")]) {
            $0.historyWalk = SearchHistoryWalk(entries: ["cats", "dogs"], typed: "se", index: 0)
            $0.query.setText("cats")
        }
        // The walk has begun: the library is not asked again.
        store.send(.command(.historyBack), effects: [.search("dogs")]) {
            $0.historyWalk?.index = 1
            $0.query.setText("dogs")
        }
        store.send(.command(.historyBack), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "No older searches", isTransient: true, serial: 1)
        }
        store.send(.command(.historyForward), effects: [.search("cats")]) {
            $0.historyWalk?.index = 0
            $0.query.setText("cats")
        }
        // Past the newest: the text typed before the walk, and the walk ends.
        store.send(.command(.historyForward), effects: [.search("se")]) {
            $0.historyWalk = nil
            $0.query.setText("se")
        }
        store.finish()
    }

    @Test func ctrlRWalksOnlyTheSearchesContainingWhatWasTyped() {
        let store = BrowserTestStore(state: Self.typingState(" harb "))
        store.searchHistory = ["harbour at dawn", "cats", "harbour"]
        store.send(.command(.historySearch), effects: [.loadSearchHistory(containing: "harb")])
        store.receive(.searchHistoryLoaded(["harbour at dawn", "harbour"]), effects: [.search("harbour at dawn")]) {
            $0.historyWalk = SearchHistoryWalk(entries: ["harbour at dawn", "harbour"], typed: " harb ", index: 0)
            $0.query.setText("harbour at dawn")
        }
        store.finish()
    }

    @Test func anEmptyHistorySaysSoAndDownWithoutAWalkGoesToTheList() {
        let store = BrowserTestStore(state: Self.typingState("zebra"))
        store.send(.command(.historyBack), effects: [.loadSearchHistory(containing: nil)])
        store.receive(.searchHistoryLoaded([]), effects: [.startNoticeTimer(serial: 1)]) {
            $0.historyWalk = SearchHistoryWalk(entries: [], typed: "zebra")
            $0.noticeSerial = 1
            $0.notice = Notice(text: "No past searches", isTransient: true, serial: 1)
        }
        store.send(.command(.historyForward), effects: [.search("zebra")]) { $0.historyWalk = nil }
        // No walk: ↓ leaves the box for the list, remembering the search.
        store.send(.command(.historyForward), effects: [.write(.recordSearch("zebra", source: "offline library"))]) {
            $0.mode.focus = .list
        }
        store.finish()
    }
}
