import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The reducer's commands, whole state and every effect asserted (``BrowserTestStore``): the
/// search box, errors and retry, and the commands that ask the world.
@Suite struct BrowserReducerTests {
    /// A browser at rest: nothing loaded, the detail told it may fetch.
    static func restingState() -> BrowserState {
        var state = BrowserState()
        state.session.detailFetchesOnRest = true
        return state
    }

    /// A list of `count` photos, "p0" selected.
    static func listedState(_ count: Int = 3) -> (BrowserState, [Photo]) {
        var state = restingState()
        let photos = (0..<count).map { TestPhotos.photo("p\($0)") }
        state.list.apply(RowsUpdate(rows: photos.map(PhotoListRow.photo), change: .reset), viewportRows: state.viewportRows)
        state.culling.sourceRows = photos.map(PhotoListRow.photo)
        state.session.detailPhotoID = "p0"
        return (state, photos)
    }

    @Test func typingSearchesAndMakesTheListStaleUntilItsRowsCome() {
        let store = BrowserTestStore(state: Self.restingState())
        store.send(.command(.edit(.character("s"))), effects: [.search("s"), .detailFetchesOnRest(false)]) {
            $0.query.setText("s")
            $0.session.detailFetchesOnRest = false
        }
        #expect(store.state.isListStale)
        store.send(.command(.edit(.character("e"))), effects: [.search("se")]) { $0.query.setText("se") }
        // The rows of "se" come: the list shows them, fresh, and the detail may fetch again.
        let photo = TestPhotos.photo("a")
        let update = RowsUpdate(rows: [.photo(photo)], change: .reset)
        store.send(.list(.rows(update), screenID: nil), effects: [.showDetail(photo), .detailFetchesOnRest(true)]) {
            $0.culling.sourceRows = [.photo(photo)]
            $0.list.apply(update, viewportRows: $0.viewportRows)
            $0.shownQuery = "se"
            $0.freshRows = true
            $0.session.detailPhotoID = "a"
            $0.session.detailFetchesOnRest = true
        }
        #expect(store.state.list.selectedPhoto?.id == "a")
        store.finish()
    }

    @Test func enterRemembersTheSearchAndSearchesNowFromTheList() {
        var state = Self.restingState()
        state.mode.focus = .search
        state.query.setText("  harbour ")
        state.session.detailFetchesOnRest = false
        let store = BrowserTestStore(state: state)
        store.send(.command(.submitSearch), effects: [.write(.recordSearch("harbour", source: "offline library")), .searchNow]) {
            $0.mode.focus = .list
        }
        // A read-only library is not written to: the search still runs.
        store.persistence = .readOnly
        store.send(.command(.submitSearch), effects: [.searchNow])
        store.finish()
    }

    @Test func clearingTheBoxDropsWaitingMovesAndTheSeekToTheEnd() {
        var state = Self.restingState()
        state.query.setText("sea")
        state.shownQuery = "sea"
        state.pendingMoves = 3
        state.isSeekingEnd = true
        let store = BrowserTestStore(state: state)
        // "" differs from what the rows were found for: the list is stale, so the detail waits.
        store.send(.command(.clearSearch), effects: [.search(""), .detailFetchesOnRest(false)]) {
            $0.query.setText("")
            $0.pendingMoves = 0
            $0.isSeekingEnd = false
            $0.session.detailFetchesOnRest = false
        }
        store.finish()
    }

    @Test func anErrorShowsAndRetryAsksTheListAndTheDetailAgain() {
        let store = BrowserTestStore(state: Self.restingState())
        store.send(.list(.error("The source did not answer · r retries"), screenID: nil)) { $0.error = "The source did not answer · r retries" }
        store.send(.command(.retry), effects: [.retry])
        store.send(.list(.error(nil), screenID: nil)) { $0.error = nil }
        store.finish()
    }

    @Test func aDetailErrorAndLoadingAreKept() {
        let store = BrowserTestStore(state: Self.restingState())
        store.send(.feed(.detailLoading(true))) { $0.isLoadingDetail = true }
        store.send(.feed(.detailError("No answer for this photo"))) { $0.detailError = "No answer for this photo" }
        store.send(.feed(.detailLoading(false))) { $0.isLoadingDetail = false }
        store.finish()
    }

    @Test func commandsThatReadTheWorldAskItThroughEffects() {
        // Past searches are read from the library, links go to the opener and the clipboard: the
        // reducer asks through effects (nothing selected here: nothing to copy or open) and
        // leaves the state as it was until the answer comes.
        let asks: [(BrowserCommand, [BrowserEffect])] = [
            (.historyBack, [.loadSearchHistory(containing: nil)]), (.historySearch, [.loadSearchHistory(containing: "")]),
            (.copyCredit, []), (.copyLink, []), (.openInBrowser, []),
        ]
        for (command, effects) in asks {
            var state = Self.restingState()
            let before = state
            #expect(BrowserReducer.reduce(into: &state, .command(command), BrowserContext(now: Date())) == effects)
            #expect(state == before)
        }
        // The Duplicates screen and the full-screen photo are reduced too, their finding and Trash
        // asked through effects: with no folder and nothing selected, they ask nothing of the world.
        let reduced: [(BrowserCommand, String?)] = [
            (.openDuplicates, "Duplicates are found in a folder: open one (photo-tui PATH), then press D"),
            (.restoreTrash, "Nothing to restore: no file went to the Trash in this session"), (.openPhoto, nil),
        ]
        for (command, said) in reduced {
            var state = Self.restingState()
            var expected = state
            if let said { _ = BrowserReducer.notice(said, isTransient: true, in: &expected) }
            #expect(BrowserReducer.reduce(into: &state, .command(command), BrowserContext(now: Date()))
                == (said == nil ? [] : [.startNoticeTimer(serial: 1)]))
            #expect(state == expected)
        }
    }

    @Test func quitDuringADownloadAsksOnceThenQuits() {
        var state = Self.restingState()
        state.downloadingPhoto = TestPhotos.photo("a")
        let store = BrowserTestStore(state: state)
        store.send(.command(.quit)) { $0.isConfirmingQuit = true }
        store.send(.command(.quit), effects: [.quit])
        store.finish()
    }

    @Test func onlyTheVeryNextKeyConfirmsAQuitAndTheQuestionGoesWithAnyOther() {
        var state = Self.restingState()
        state.downloadingPhoto = TestPhotos.photo("a")
        let store = BrowserTestStore(state: state)
        store.send(.command(.quit)) { $0.isConfirmingQuit = true }
        store.send(.keyArrived(.quit, timesRows: false))
        store.send(.keyArrived(.move(.down), timesRows: false)) { $0.isConfirmingQuit = false }
        store.send(.command(.quit)) { $0.isConfirmingQuit = true }
        store.send(.keyArrived(.quit, timesRows: false))
        store.send(.command(.quit), effects: [.quit])
        store.finish()
    }

    @Test func aTypedCharacterTimesItsRowsAfreshOnlyWhileTheTimingLogIsOn() {
        var state = Self.restingState()
        state.freshRows = true
        let store = BrowserTestStore(state: state)
        store.send(.keyArrived(.edit(.character("a")), timesRows: false))
        store.send(.keyArrived(.move(.down), timesRows: true))
        store.send(.keyArrived(.edit(.character("a")), timesRows: true)) { $0.freshRows = false }
        store.finish()
    }

    @Test func enterOpensTheDetailAndRecordsTheViewOnce() {
        let (state, photos) = Self.listedState(2)
        let store = BrowserTestStore(state: state)
        store.send(.command(.openDetail), effects: [.write(.recordView(photos[0])), .openDetail]) { $0.mode.isShowingDetail = true }
        // Already open: Enter does nothing more.
        store.send(.command(.openDetail))
        store.send(.command(.closeDetail)) { $0.mode.isShowingDetail = false }
        store.finish()
    }

    @Test func leavingTheBoxRemembersTheSearchButNotFromTheList() {
        var state = Self.restingState()
        state.mode.focus = .search
        state.query.setText("fog")
        state.historyWalk = SearchHistoryWalk(entries: ["fog"], typed: "")
        state.session.detailFetchesOnRest = false
        let store = BrowserTestStore(state: state)
        store.send(.command(.focusList), effects: [.write(.recordSearch("fog", source: "offline library"))]) {
            $0.mode.focus = .list
            $0.historyWalk = nil
        }
        store.send(.command(.focusList))
        store.finish()
    }

    @Test func pickingChoosesTheMarkedPhotosElseTheSelectedOneAndQuits() {
        var (state, photos) = Self.listedState(3)
        state.picker = PickerState()
        let store = BrowserTestStore(state: state)
        store.send(.command(.pick), effects: [.quit]) { $0.picker?.chosen = [photos[0]] }
        var marked = state
        marked.culling.marks.toggle(photos[2])
        marked.culling.marks.toggle(photos[1])
        let batch = BrowserTestStore(state: marked)
        batch.send(.command(.pick), effects: [.quit]) { $0.picker?.chosen = [photos[2], photos[1]] }
        // Cancelling prints nothing.
        batch.send(.command(.cancelPick), effects: [.quit]) { $0.picker?.chosen = nil }
        batch.finish()
    }
}
