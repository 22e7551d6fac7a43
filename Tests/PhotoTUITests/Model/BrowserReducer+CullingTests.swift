import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Culling through the reducer: a rating shows at once and is written, kept "not saved" where the
/// library cannot keep it; marks move on and clear; the rating filter follows a rating.
@Suite struct BrowserReducerCullingTests {
    @Test func aRatingIsShownWrittenAndOnAReadOnlyLibraryKeptUnsaved() {
        let (state, photos) = BrowserReducerTests.listedState(2)
        let store = BrowserTestStore(state: state)
        let key = LibraryRecord.key(of: photos[0])
        store.send(.command(.rate(4)), effects: [.startNoticeTimer(serial: 1),
                                                 .write(.setRatings(photos: [photos[0]], ratings: [PhotoRating(stars: 4)]))]) {
            $0.culling.ratings = [key: PhotoRating(stars: 4)]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "★★★★☆ Rated 4: \(photos[0].title)", isTransient: true, serial: 1)
        }
        store.persistence = .readOnly
        store.send(.command(.rate(2)), effects: [.cancelNoticeTimer]) {
            $0.culling.ratings = [key: PhotoRating(stars: 2)]
            $0.culling.unsaved = [key]
            $0.noticeSerial = 2
            $0.notice = Notice(text: "★★☆☆☆ Rated 2 (not saved): \(photos[0].title) — your library is read-only (\(store.libraryPath)): "
                               + "the rating lasts until you quit", isTransient: false, serial: 2)
        }
        store.finish()
    }

    @Test func aRatingWithSidecarsAsksForThemAndTheFilterDropsTheRejected() {
        var (state, photos) = BrowserReducerTests.listedState(2)
        state.culling.writesXMP = true
        state.culling.sourceRows = state.list.rows
        state.filters.rating = RatingFilter(minimumStars: 0, rejects: .hidden)
        let store = BrowserTestStore(state: state)
        let rejected = PhotoRating(stars: 0, isRejected: true)
        let remaining = RowsUpdate(rows: [.photo(photos[1])], change: .replaced(0..<1))
        store.send(.command(.toggleReject), effects: [.startNoticeTimer(serial: 1),
                                                      .write(.setRatings(photos: [photos[0]], ratings: [rejected])),
                                                      .writeSidecars(photos: [photos[0]], ratings: [rejected]),
                                                      .showDetail(photos[1])]) {
            $0.culling.ratings = [LibraryRecord.key(of: photos[0]): rejected]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "✕ Rejected: \(photos[0].title)", isTransient: true, serial: 1)
            $0.list.apply(remaining, viewportRows: $0.viewportRows)
            $0.session.detailPhotoID = "p1"
        }
        #expect(store.state.list.photos.map(\.id) == ["p1"])
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func tabMarksAndMovesOnAndUClearsTheMarks() {
        let (state, photos) = BrowserReducerTests.listedState(3)
        let store = BrowserTestStore(state: state)
        store.send(.command(.toggleMark), effects: [.showDetail(photos[1])]) {
            $0.culling.marks.toggle(photos[0])
            _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = "p1"
        }
        store.send(.command(.clearMarks), effects: [.startNoticeTimer(serial: 1)]) {
            $0.culling.marks.removeAll()
            $0.noticeSerial = 1
            $0.notice = Notice(text: "1 mark cleared", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }
}
