import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Library writes as values: a star shows at once and its write follows; a failed write is
/// undone on screen and said, and the library marked not saved until a write succeeds; a
/// read-only library is not written to.
@Suite struct BrowserReducerLibraryTests {
    @Test func aStarShowsAtOnceAndAFailedWriteTakesItBack() {
        let (state, photos) = BrowserReducerTests.listedState(2)
        let store = BrowserTestStore(state: state)
        store.persistence = .saved
        let key = LibraryRecord.key(of: photos[0])
        let write = LibraryWrite.setFavorites([photos[0]], starred: true, wereStarred: [], batch: false)
        store.send(.command(.toggleFavorite), effects: [.startNoticeTimer(serial: 1), .write(write)]) {
            $0.favoriteKeys = [key]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "★ Starred: \(photos[0].title)", isTransient: true, serial: 1)
        }
        store.send(.libraryWriteFailed(write, message: "Could not save the star: the disk is full"),
                   effects: [.startNoticeTimer(serial: 2)]) {
            $0.favoriteKeys = []
            $0.libraryMark = .notSaved
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Could not save the star: the disk is full", isTransient: true, serial: 2)
        }
        // The next write that works lifts the mark.
        store.send(.libraryWriteSucceeded) { $0.libraryMark = LibraryMark(.saved) }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 2)) { $0.notice = nil }
        store.finish()
    }

    @Test func starringMarkedPhotosWritesThemAllAndAFailureRestoresEachAsItWas() {
        var (state, photos) = BrowserReducerTests.listedState(3)
        let keys = photos.map(LibraryRecord.key(of:))
        state.favoriteKeys = [keys[1]]
        state.culling.marks.toggle(photos[0])
        state.culling.marks.toggle(photos[1])
        let store = BrowserTestStore(state: state)
        let write = LibraryWrite.setFavorites([photos[0], photos[1]], starred: true, wereStarred: [keys[1]], batch: true)
        store.send(.command(.toggleFavorite), effects: [.startNoticeTimer(serial: 1), .write(write)]) {
            $0.favoriteKeys = [keys[0], keys[1]]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "★ Starred: 2 photos", isTransient: true, serial: 1)
        }
        store.send(.libraryWriteFailed(write, message: "Could not save the stars: locked"), effects: [.startNoticeTimer(serial: 2)]) {
            $0.favoriteKeys = [keys[1]]  // the one starred before stays starred
            $0.libraryMark = .notSaved
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Could not save the stars: locked", isTransient: true, serial: 2)
        }
        #expect(write.failure == "Could not save the stars")
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 2)) { $0.notice = nil }
        store.finish()
    }

    @Test func aReadOnlyLibraryRefusesStarsAndRecordsNothing() {
        let (state, _) = BrowserReducerTests.listedState(1)
        let store = BrowserTestStore(state: state)
        store.persistence = .readOnly
        store.send(.command(.toggleFavorite), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Stars cannot be changed: your library is read-only (\(store.libraryPath)).", isTransient: true, serial: 1)
        }
        // Opening the detail records no view.
        store.send(.command(.openDetail), effects: [.openDetail]) { $0.mode.isShowingDetail = true }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func aLibraryThatCannotBeSavedStarsWithAWarning() {
        let (state, photos) = BrowserReducerTests.listedState(1)
        let store = BrowserTestStore(state: state)
        store.persistence = .notSaved
        let write = LibraryWrite.setFavorites([photos[0]], starred: true, wereStarred: [], batch: false)
        store.send(.command(.toggleFavorite), effects: [.startNoticeTimer(serial: 1), .write(write)]) {
            $0.favoriteKeys = [LibraryRecord.key(of: photos[0])]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "★ Starred (not saved): \(photos[0].title)", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func writesCarryTheirUndoAndWords() throws {
        let library = PhotoLibrary()
        let photo = TestPhotos.photo("w1")
        try LibraryWrite.setFavorites([photo], starred: true, wereStarred: [], batch: false).perform(on: library)
        #expect(library.favoriteKeys() == [LibraryRecord.key(of: photo)])
        try LibraryWrite.recordSearch("harbour", source: "offline library").perform(on: library)
        #expect(try library.recentSearches() == ["harbour"])
        var state = BrowserState()
        LibraryWrite.setRatings(photos: [photo], ratings: [PhotoRating(stars: 3)]).undo(in: &state)
        #expect(state.culling.unsaved == [LibraryRecord.key(of: photo)])
    }
}
