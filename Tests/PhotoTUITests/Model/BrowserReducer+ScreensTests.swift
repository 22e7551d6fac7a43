import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// The back stack and source switching: a screen opened over the list keeps the list's place,
/// its feed's events go to that place while it is covered, the back key restores it with them,
/// and a new source starts a fresh session while the query, stars and marks stay.
@Suite struct BrowserReducerScreensTests {
    /// A listed state on a source with topics, "p1" selected.
    static func topicsState() -> (BrowserState, [Photo]) {
        var (state, photos) = BrowserReducerTests.listedState(3)
        state.traits.navigation = [.topics, .photographer]
        _ = ListNavigation.move(.down, in: &state, now: Date(timeIntervalSince1970: 0))
        state.session.detailPhotoID = "p1"
        return (state, photos)
    }

    @Test func openingTopicsKeepsTheListsPlaceAndBackRestoresIt() {
        let (state, photos) = Self.topicsState()
        let store = BrowserTestStore(state: state)
        let below = ListSnapshot(store.state)
        store.send(.command(.openTopics), effects: [.openFeed(id: 0, screen: .topics, filters: state.filters), .showDetail(nil)]) {
            $0.nextScreenID = 1
            $0.session.stack = [OpenScreen(id: 0, screen: .topics, below: below)]
            $0.list = PhotoListState()
            $0.pace = PagingPace()
            $0.session.detailPhotoID = nil
        }
        #expect(store.state.screens == [.topics])
        // Again: already showing it.
        store.send(.command(.openTopics), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Already showing Topics", isTransient: true, serial: 1)
        }
        // The screen's own feed speaks to the list on screen.
        store.send(.list(.total(12), screenID: 0)) { $0.totalCount = 12 }
        // A page came for the list below while it was covered: its snapshot keeps it.
        let more = photos + [TestPhotos.photo("p3")]
        store.send(.list(.rows(RowsUpdate(rows: more.map(PhotoListRow.photo), change: .appended(3..<4))), screenID: nil)) {
            $0.session.stack[0].below.sourceRows = more.map(PhotoListRow.photo)
        }
        store.send(.list(.more(false), screenID: nil)) { $0.session.stack[0].below.canLoadMore = false }
        // The quota is the session's, whichever list says it.
        let limit = RateLimit(limit: 50, remaining: 40)
        store.send(.list(.rateLimit(limit), screenID: nil)) { $0.budget.update(limit, at: Date(timeIntervalSince1970: 0)) }
        // Back shows it, "p1" still selected, with the list's own figures.
        store.send(.command(.back), effects: [.closeFeeds([0]), .showDetail(photos[1])]) {
            $0.session.stack = []
            $0.list = below.restoredList(with: more.map(PhotoListRow.photo), viewportRows: $0.viewportRows)
            $0.culling.sourceRows = more.map(PhotoListRow.photo)
            $0.session.detailPhotoID = "p1"
            $0.totalCount = below.totalCount
            $0.canLoadMore = false
        }
        #expect(store.state.list.selectedPhoto?.id == "p1" && store.state.list.rows.count == 4)
        // A closed screen's late event changes nothing.
        store.send(.list(.total(99), screenID: 0))
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func eachFeedsEventsGoToItsOwnListTwoScreensDeep() {
        var state = BrowserReducerTests.restingState()
        let saved = ListSnapshot(state)
        state.session.stack = [OpenScreen(id: 0, screen: .topics, below: saved),
                               OpenScreen(id: 1, screen: .topic(slug: "sea", title: "Sea"), below: saved)]
        let store = BrowserTestStore(state: state)
        // The search's list is under screen 0, screen 0's under screen 1; screen 1's is on screen.
        store.send(.list(.total(8), screenID: nil)) { $0.session.stack[0].below.totalCount = 8 }
        store.send(.list(.total(7), screenID: 0)) { $0.session.stack[1].below.totalCount = 7 }
        store.send(.list(.total(9), screenID: 1)) { $0.totalCount = 9 }
        store.send(.list(.loading(.nextPage), screenID: 0)) { $0.session.stack[1].below.loading = .nextPage }
        store.finish()
    }

    @Test func aSourceWithoutTopicsSaysSoAndOpensNothing() {
        let (state, _) = BrowserReducerTests.listedState(1)
        let store = BrowserTestStore(state: state)
        store.send(.command(.openTopics), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "offline library has no topics", isTransient: true, serial: 1)
        }
        #expect(store.state.screens.isEmpty)
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func theSearchBoxGoesBackToTheFirstListFromAnyDepth() {
        let (state, photos) = Self.topicsState()
        let store = BrowserTestStore(state: state)
        let first = ListSnapshot(store.state)
        store.send(.command(.openTopics), effects: [.openFeed(id: 0, screen: .topics, filters: state.filters), .showDetail(nil)]) {
            $0.nextScreenID = 1
            $0.session.stack = [OpenScreen(id: 0, screen: .topics, below: first)]
            $0.list = PhotoListState()
            $0.pace = PagingPace()
            $0.session.detailPhotoID = nil
        }
        store.send(.command(.focusSearch), effects: [.closeFeeds([0]), .showDetail(photos[1])]) {
            $0.session.stack = []
            $0.list = first.list
            $0.session.detailPhotoID = "p1"
            $0.mode.focus = .search
        }
        store.finish()
    }

    @Test func switchingSourcesStartsAFreshSessionAndKeepsTheQueryAndStars() {
        var (state, _) = Self.topicsState()
        state.query.setText("sea")
        state.shownQuery = "sea"
        state.favoriteKeys = ["unsplash:p1"]
        var draft = state.filters
        draft.source = .source(.openverse)
        state.filterEditor = FilterEditor(editing: draft, traits: state.traits, sources: [.source(.offline), .source(.openverse)])
        state.mode.overlay = .filters
        let store = BrowserTestStore(state: state)
        store.send(.command(.applyFilters), effects: [.switchSource(.source(.openverse))]) {
            $0.filterEditor = nil
            $0.mode.overlay = nil
        }
        var openverse = BrowserState.defaultTraits
        openverse.name = "Openverse"
        store.send(.sourceSwitched(openverse, .source(.openverse)),
                   effects: [.subscribeSource, .startNoticeTimer(serial: 1), .detailFetchesOnRest(false)]) {
            $0.session = BrowsingSession(traits: openverse, option: .source(.openverse))
            $0.session.detailFetchesOnRest = false  // "sea" is not yet what the rows were found for
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Now browsing Openverse", isTransient: true, serial: 1)
        }
        #expect(store.state.query.text == "sea" && store.state.favoriteKeys == ["unsplash:p1"] && store.state.list.rows.isEmpty)
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func aSourceThatCannotStartChangesNothingAndSaysWhy() {
        let (state, _) = Self.topicsState()
        let store = BrowserTestStore(state: state)
        store.send(.sourceSwitchFailed(.source(.unsplash), message: "no access key"), effects: [.cancelNoticeTimer]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Could not switch to unsplash: no access key", isTransient: false, serial: 1)
        }
        store.expectNothingFor(10_000)
    }
}
