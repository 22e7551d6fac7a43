import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// The test store fails what it should: a change not stated, a change stated and not made, an
/// effect not listed, an action received and not taken. (Every command is reduced: the reducer's
/// switch over ``BrowserCommand`` is exhaustive, so the compiler checks what a test once did.)
@Suite struct BrowserTestStoreTests {
    @Test func anUnstatedChangeFails() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        withKnownIssue { store.send(.list(.error("down"), screenID: nil)) }
        #expect(store.state.error == nil)  // the store went on from what the test stated
    }

    @Test func aStatedChangeNotMadeFails() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        withKnownIssue { store.send(.list(.error(nil), screenID: nil)) { $0.error = "down" } }
    }

    @Test func anUnlistedEffectFails() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        withKnownIssue { store.send(.command(.retry)) }
    }

    @Test func anActionNotReceivedFails() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.notify("Link copied", isTransient: true), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Link copied", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        withKnownIssue { store.finish() }
        withKnownIssue { store.send(.command(.none)) }
    }
}
