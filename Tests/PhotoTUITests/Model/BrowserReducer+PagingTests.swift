import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Paging: the next page asked for once per row count when a frame finds the rows near the end,
/// never while the list is stale or complete; the pace measured from the feed's start of a page
/// to its rows.
@Suite struct BrowserReducerPagingTests {
    @Test func aFrameNearTheEndAsksForTheNextPageOncePerRowCount() {
        let (state, photos) = BrowserReducerTests.listedState(3)
        let store = BrowserTestStore(state: state)
        store.advance(by: 500)
        store.send(.frameNearEnd(true), effects: [.nextPage]) { $0.nearEndReportedCount = 3 }
        // The feed started the page: the spinner turns and the latency counts from here.
        store.send(.list(.loading(.nextPage), screenID: nil), effects: [.startSpinner]) {
            $0.loading = .nextPage
            $0.pace.asked(at: Date(timeIntervalSince1970: 0.5))
            $0.isSpinning = true
        }
        // The same rows: not again, however many frames. An ask the feed carried out after this
        // page's rows came would load one page more.
        store.send(.frameNearEnd(true))
        store.send(.frameNearEnd(true))
        // The page comes 800 ms later: its latency is measured.
        store.advance(by: 800)
        store.receive(.spinnerTicked) { $0.spinnerTick = 1 }
        for tick in 2...8 { store.receive(.spinnerTicked) { $0.spinnerTick = tick } }
        let more = (3..<6).map { TestPhotos.photo("p\($0)") }
        let update = RowsUpdate(rows: (photos + more).map(PhotoListRow.photo), change: .appended(3..<6))
        store.send(.list(.rows(update), screenID: nil)) {
            $0.culling.sourceRows = update.rows
            $0.list.apply(update, viewportRows: $0.viewportRows)
            $0.pace.arrived(at: Date(timeIntervalSince1970: 1.3))
        }
        #expect(abs((store.state.pace.latency ?? 0) - 0.8) < 0.001)  // virtual milliseconds as a Date
        #expect(store.state.list.selectedPhoto?.id == "p0")  // appended rows keep the selection
        store.send(.list(.loading(.idle), screenID: nil), effects: [.stopSpinner]) {
            $0.loading = .idle
            $0.isSpinning = false
        }
        // More rows: the next count may ask.
        store.send(.frameNearEnd(true), effects: [.nextPage]) { $0.nearEndReportedCount = 6 }
        store.finish()
    }

    @Test func aCompleteOrStaleListAsksForNothing() {
        var (state, _) = BrowserReducerTests.listedState(3)
        state.canLoadMore = false
        let store = BrowserTestStore(state: state)
        store.send(.frameNearEnd(true))
        // Typing makes the rows stale: no page of the old search is asked for.
        store.send(.list(.more(true), screenID: nil)) { $0.canLoadMore = true }
        store.send(.command(.edit(.character("x"))), effects: [.search("x"), .detailFetchesOnRest(false)]) {
            $0.query.setText("x")
            $0.session.detailFetchesOnRest = false
        }
        store.send(.frameNearEnd(true))
        store.finish()
    }

    @Test func movesPastTheLastRowWaitForThePageAndTheEndDropsThem() {
        let (state, _) = BrowserReducerTests.listedState(2)
        let store = BrowserTestStore(state: state)
        store.send(.command(.move(.down)), effects: [.showDetail(TestPhotos.photo("p1"))]) {
            _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = "p1"
        }
        store.send(.command(.move(.down))) { _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0)) }
        #expect(store.state.pendingMoves == 1)
        // A waiting move asks for the page whatever the frame found.
        store.send(.frameNearEnd(false), effects: [.nextPage]) { $0.nearEndReportedCount = 2 }
        store.send(.list(.more(false), screenID: nil)) {
            $0.canLoadMore = false
            $0.pendingMoves = 0
        }
        store.finish()
    }

    @Test func aRateLimitIsKeptInTheBudget() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        let limit = RateLimit(limit: 50, remaining: 3)
        store.send(.list(.rateLimit(limit), screenID: nil), effects: [.detailFetchesOnRest(false)]) {
            $0.budget.update(limit, at: Date(timeIntervalSince1970: 0))
            $0.session.detailFetchesOnRest = false
        }
        #expect(store.state.budget.isFrugal)  // 3 of 50 left: the detail no longer fetches on rest
        store.finish()
    }
}
