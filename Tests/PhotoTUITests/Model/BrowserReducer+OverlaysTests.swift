import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The help and filters overlays, reduced: the help scrolls within its layout, the filters'
/// draft opens, changes and is put in force (or switches the source), whole state asserted.
@Suite struct BrowserReducerOverlaysTests {
    @Test func theHelpScrollsWithinItsLayoutOnAShortScreen() {
        var state = BrowserReducerTests.restingState()
        state.size = Size(width: 80, height: 12)
        state.mode.overlay = .help
        let store = BrowserTestStore(state: state)
        store.send(.command(.move(.down))) { $0.helpScroll = 1 }
        store.send(.command(.move(.up))) { $0.helpScroll = 0 }
        store.send(.command(.move(.up)))  // already at the top
        let last = HelpOverlayView(state: state, keys: .standard, theme: .standard).scrolled(0, by: .last, in: Rect(size: state.size))
        #expect(last > 1)
        store.send(.command(.move(.last))) { $0.helpScroll = last }
        store.send(.command(.move(.down)))  // already at the end
        store.finish()
    }

    @Test func theFiltersDraftChangesAndIsPutInForceWithAWordOnTheEditorialHome() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        let state = store.state
        store.send(.command(.showFilters)) {
            $0.filterEditor = FilterEditor(editing: state.filters, traits: state.traits, sources: [])
            $0.mode.overlay = .filters
        }
        // The first row is the order: → chooses the next.
        store.send(.command(.move(.right))) { $0.filterEditor?.changeValue(by: 1) }
        let draft = store.state.filterEditor?.draft ?? FilterChoice()
        #expect(draft.order == SearchOrder.latest.rawValue)
        store.send(.command(.applyFilters), effects: [.filter(draft), .startNoticeTimer(serial: 1)]) {
            $0.filterEditor = nil
            $0.mode.overlay = nil
            $0.filters = draft
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Filters apply to searches, not the home feed: type a search to use them", isTransient: true, serial: 1)
        }
        // Enter with no draft only closes.
        store.send(.command(.applyFilters))
        store.finish()
    }

    @Test func anotherSourceChosenInTheFiltersIsSwitchedTo() throws {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.switchableSources = [.source(.openverse), .source(.offline)]
        let state = store.state
        // The source browsed comes first.
        store.send(.command(.showFilters)) {
            $0.filterEditor = FilterEditor(editing: state.filters, traits: state.traits, sources: [.source(.offline), .source(.openverse)])
            $0.mode.overlay = .filters
        }
        // Down to the Source row (after the search's filters, before the ratings).
        let sourceRow = try #require(store.state.filterEditor?.rows.firstIndex(of: .source))
        for _ in 0..<sourceRow { store.send(.command(.move(.down))) { $0.filterEditor?.selectNextRow() } }
        store.send(.command(.move(.right))) { $0.filterEditor?.changeValue(by: 1) }
        #expect(store.state.filterEditor?.draft.source == .source(.openverse))
        store.send(.command(.applyFilters), effects: [.switchSource(.source(.openverse))]) {
            $0.filterEditor = nil
            $0.mode.overlay = nil
        }
        store.finish()
    }
}
