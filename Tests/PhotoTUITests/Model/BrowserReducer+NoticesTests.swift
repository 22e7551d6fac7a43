import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Notices and the spinner in virtual time: a transient notice clears itself after its lifetime,
/// a newer one is not cleared by an older timer, the spinner ticks only while loading.
@Suite struct BrowserReducerNoticesTests {
    @Test func aTransientNoticeClearsItselfAfterFourSeconds() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.notify("Link copied", isTransient: true), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Link copied", isTransient: true, serial: 1)
        }
        store.expectNothingFor(3_999)
        store.advance(by: 1)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func aNewerNoticeOutlivesTheTimerOfTheOneItReplaced() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.notify("Link copied", isTransient: true), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Link copied", isTransient: true, serial: 1)
        }
        store.advance(by: 3_000)
        store.send(.notify("Link copied", isTransient: true), effects: [.startNoticeTimer(serial: 2)]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Link copied", isTransient: true, serial: 2)
        }
        // The first timer was replaced: nothing at 4 s, the second clears at 7 s.
        store.expectNothingFor(3_999)
        store.advance(by: 1)
        store.receive(.noticeExpired(serial: 2)) { $0.notice = nil }
        // A stale expiry changes nothing.
        store.send(.noticeExpired(serial: 1))
        store.finish()
    }

    @Test func aLastingNoticeStopsTheTimer() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.notify("Starred", isTransient: true), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Starred", isTransient: true, serial: 1)
        }
        store.send(.notify("Downloading…", isTransient: false), effects: [.cancelNoticeTimer]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Downloading…", isTransient: false, serial: 2)
        }
        store.expectNothingFor(10_000)
        #expect(store.state.notice?.text == "Downloading…")
    }

    @Test func theSpinnerTicksWhileLoadingAndStopsWhenIdle() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.list(.loading(.nextPage), screenID: nil), effects: [.startSpinner]) {
            $0.loading = .nextPage
            $0.pace.asked(at: Date(timeIntervalSince1970: 0))
            $0.isSpinning = true
        }
        store.advance(by: 200)
        store.receive(.spinnerTicked) { $0.spinnerTick = 1 }
        store.receive(.spinnerTicked) { $0.spinnerTick = 2 }
        store.send(.list(.loading(.idle), screenID: nil), effects: [.stopSpinner]) {
            $0.loading = .idle
            $0.pace.cancelled()
            $0.isSpinning = false
        }
        store.expectNothingFor(1_000)
    }

    @Test func plainModeNeverSpins() {
        var state = BrowserReducerTests.restingState()
        state.isPlain = true
        let store = BrowserTestStore(state: state)
        store.send(.list(.loading(.nextPage), screenID: nil)) {
            $0.loading = .nextPage
            $0.pace.asked(at: Date(timeIntervalSince1970: 0))
        }
        store.expectNothingFor(1_000)
    }
}
