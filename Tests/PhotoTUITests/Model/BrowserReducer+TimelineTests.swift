import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// `[` `]` `{` `}`, reduced: the source is asked where a jump lands (an effect), and its answer
/// selects the photo or says there is none that way; only a folder's first list jumps.
@Suite struct BrowserReducerTimelineTests {
    /// A folder's list of three photos in name order, "p0" selected.
    private static func folderState() -> (BrowserState, [Photo]) {
        var state = BrowserReducerTests.restingState()
        state.session = BrowsingSession(traits: CatalogPhotoService.folderTraits)
        state.session.detailFetchesOnRest = true
        let photos = (0..<3).map { TestPhotos.photo("p\($0)") }
        state.list.apply(RowsUpdate(rows: photos.map(PhotoListRow.photo), change: .reset), viewportRows: state.viewportRows)
        state.session.detailPhotoID = "p0"
        return (state, photos)
    }

    @Test func aJumpAsksTheSourceAndItsAnswerSelectsThePhoto() {
        let (state, photos) = Self.folderState()
        let store = BrowserTestStore(state: state)
        let query = SearchFilters(orderBy: .name).query("", perPage: 30)
        store.jumpTarget = 2
        store.send(.command(.jumpTimeline(.nextDay)), effects: [.askJumpTarget(query, from: 0, jump: .nextDay)])
        store.receive(.jumpTargetFound(2, jump: .nextDay, order: .name), effects: [.showDetail(photos[2])]) {
            $0.list.selectPhoto(at: 2, viewportRows: $0.viewportRows)
            $0.session.detailPhotoID = "p2"
        }
        // None that way: said in the order's words.
        store.jumpTarget = nil
        store.send(.command(.jumpTimeline(.nextMonth)), effects: [.askJumpTarget(query, from: 2, jump: .nextMonth)])
        store.receive(.jumpTargetFound(nil, jump: .nextMonth, order: .name), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "No later folder in this list", isTransient: true, serial: 1)
        }
        store.finish()
    }

    @Test func aSourceWithoutATimelineRefusesAtOnce() {
        let (state, _) = BrowserReducerTests.listedState()
        let store = BrowserTestStore(state: state)
        store.send(.command(.jumpTimeline(.previousDay)), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "[ ] { } jump by day and month on a folder's timeline (by first letter and folder in name order)",
                               isTransient: true, serial: 1)
        }
        store.finish()
    }
}
