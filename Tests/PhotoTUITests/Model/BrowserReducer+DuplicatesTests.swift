import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The Duplicates screen in the reducer, whole state and every effect asserted
/// (``BrowserTestStore``), its world answering in virtual time: `D` finds the groups, the marks,
/// the question, the move to a real Trash and `u` putting it back, Esc stopping a finding, and the
/// full-screen member zooming and panning with the full-screen photo's keys.
@Suite struct BrowserReducerDuplicatesTests {
    private let folder: DuplicateFolder
    private let store: BrowserTestStore
    /// What the last move to the Trash moved (the real Trash's answer).
    private let moved = Moved()

    private final class Moved { var batch: TrashBatch? }

    init() throws {
        folder = try DuplicateFolder()
        let (state, _) = BrowserReducerTests.listedState(3)
        store = BrowserTestStore(state: state)
        store.offersDuplicates = true
        store.duplicateGroups = .success([folder.exact, folder.similar])
        store.moveToTrash = { [trash = folder.trash, moved] in
            let batch = TrashBatch.move($0, to: trash)
            moved.batch = batch
            return .success(batch)
        }
        store.restoreFromTrash = { [trash = folder.trash] in .success($0.restore(from: trash)) }
    }

    /// The review while finding number `request` runs.
    private func finding(request: Int = 1) -> DuplicateReview {
        var review = DuplicateReview()
        review.request = request
        return review
    }

    /// The review once finding number `request` answered.
    private func found(request: Int = 1) -> DuplicateReview {
        var review = DuplicateReview()
        review.request = request
        review.found([folder.exact, folder.similar])
        return review
    }

    /// `D`, and the groups found.
    private func open() {
        store.send(.command(.openDuplicates), effects: [.findDuplicates(request: 1)]) {
            $0.duplicates = self.finding()
            $0.mode.isReviewingDuplicates = true
        }
        store.advance(by: store.duplicatesLatency)
        store.receive(.duplicatesFound(request: 1, [folder.exact, folder.similar])) { $0.duplicates = self.found() }
    }

    @Test func dOutsideAFolderSaysDuplicatesAreAFolders() {
        store.offersDuplicates = false
        store.send(.command(.openDuplicates), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Duplicates are found in a folder: open one (photo-tui PATH), then press D", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func markAskMoveToTheTrashThenUPutsItBackAndFindsTheGroupsAgain() throws {
        open()
        store.send(.command(.duplicates(.nextMember))) { $0.duplicates?.moveMember(by: 1) }
        store.send(.command(.duplicates(.toggleDiscard))) { _ = $0.duplicates?.toggleDiscard() }
        store.send(.command(.duplicates(.askToTrash))) { _ = $0.duplicates?.askToTrash() }
        let copy = folder.path("copies/IMG_0001 copy.jpg")
        store.send(.command(.duplicates(.confirm)), effects: [.cancelNoticeTimer, .moveToTrash(paths: [copy], sizes: [copy: 2_000])]) {
            _ = $0.duplicates?.answer(true)
            $0.duplicates?.isBusy = true
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Moving 1 file to the Trash…", isTransient: false, serial: 1)
        }
        #expect(folder.exists("copies/IMG_0001 copy.jpg"), "moved when the world answers, not before")
        store.advance(by: store.duplicatesLatency)
        #expect(!folder.exists("copies/IMG_0001 copy.jpg") && folder.trashed.files == ["IMG_0001 copy.jpg"])
        let moved = try #require(self.moved.batch)
        #expect(moved.items.map(\.originalPath) == [copy] && moved.failures.isEmpty)
        store.receive(.movedToTrash(moved, sizes: [copy: 2_000]), effects: [.cancelNoticeTimer]) {
            $0.duplicates?.isBusy = false
            $0.duplicates?.removed([copy])
            $0.trashed = [moved]
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Moved IMG_0001 copy.jpg (2.0 kB) to the Trash · u restores", isTransient: false, serial: 2)
        }
        #expect(store.state.duplicates?.groups == [folder.similar], "the pair is a pair no more")
        // u: back from the Trash, then the groups are found again as the disk is now.
        store.send(.command(.restoreTrash), effects: [.restoreFromTrash(moved)]) {
            $0.trashed = []
            $0.duplicates?.isBusy = true
        }
        store.send(.command(.restoreTrash), effects: [.startNoticeTimer(serial: 3)]) {
            $0.noticeSerial = 3
            $0.notice = Notice(text: "Nothing to restore: no file went to the Trash in this session", isTransient: true, serial: 3)
        }
        store.advance(by: store.duplicatesLatency)
        #expect(folder.exists("copies/IMG_0001 copy.jpg") && folder.trashed.files.isEmpty)
        store.receive(.restoredFromTrash(moved, staying: []), effects: [.startNoticeTimer(serial: 4), .findDuplicates(request: 2)]) {
            $0.duplicates?.isBusy = false
            $0.noticeSerial = 4
            $0.notice = Notice(text: "Restored IMG_0001 copy.jpg from the Trash", isTransient: true, serial: 4)
            $0.duplicates?.request = 2
            $0.duplicates?.phase = .finding
        }
        store.advance(by: store.duplicatesLatency)
        store.receive(.duplicatesFound(request: 2, [folder.exact, folder.similar])) { $0.duplicates?.found([self.folder.exact, self.folder.similar]) }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 4)) { $0.notice = nil }
        store.finish()
    }

    @Test func anyKeyButYAnswersNoAndAFailedMoveOrRestoreIsSaid() {
        open()
        store.send(.command(.duplicates(.toggleDiscard))) { _ = $0.duplicates?.toggleDiscard() }
        store.send(.command(.duplicates(.askToTrash))) { _ = $0.duplicates?.askToTrash() }
        // A zoom key is "no" too, as any other key: nothing moves and the marks stay.
        store.send(.command(.zoom(.zoomIn)), effects: [.startNoticeTimer(serial: 1)]) {
            _ = $0.duplicates?.answer(false)
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Nothing moved", isTransient: true, serial: 1)
        }
        store.moveToTrash = { _ in .failure(.init(description: "the Trash is on another disk")) }
        store.send(.command(.duplicates(.askToTrash))) { _ = $0.duplicates?.askToTrash() }
        let original = folder.path("2024/IMG_0001.jpg")
        store.send(.command(.duplicates(.confirm)), effects: [.cancelNoticeTimer, .moveToTrash(paths: [original], sizes: [original: 2_000])]) {
            _ = $0.duplicates?.answer(true)
            $0.duplicates?.isBusy = true
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Moving 1 file to the Trash…", isTransient: false, serial: 2)
        }
        // Still moving: another question waits.
        store.send(.command(.duplicates(.askToTrash)), effects: [.startNoticeTimer(serial: 3)]) {
            $0.noticeSerial = 3
            $0.notice = Notice(text: "Still moving files: a moment", isTransient: true, serial: 3)
        }
        store.advance(by: store.duplicatesLatency)
        store.receive(.trashFailed(message: "the Trash is on another disk"), effects: [.cancelNoticeTimer]) {
            $0.duplicates?.isBusy = false
            $0.noticeSerial = 4
            $0.notice = Notice(text: "Nothing moved: the Trash is on another disk", isTransient: false, serial: 4)
        }
        store.finish()
    }

    @Test func uFromTheListWhenTheRestoreFailsKeepsTheBatchForAnotherU() {
        var (state, _) = BrowserReducerTests.listedState(3)
        let batch = TrashBatch(failures: ["IMG_0002.jpg stayed where it was"])
        state.trashed = [batch]
        let store = BrowserTestStore(state: state)
        store.offersDuplicates = true
        store.restoreFromTrash = { _ in .failure(.init(description: "the Trash is not mounted")) }
        store.send(.command(.restoreTrash), effects: [.restoreFromTrash(batch)]) { $0.trashed = [] }
        store.advance(by: store.duplicatesLatency)
        store.receive(.restoreFailed(batch, message: "the Trash is not mounted"), effects: [.cancelNoticeTimer]) {
            $0.trashed = [batch]
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Nothing restored: the Trash is not mounted", isTransient: false, serial: 1)
        }
        store.finish()
    }

    @Test func escWhileFindingStopsTheFindingAndItsAnswerNeverComes() {
        store.send(.command(.openDuplicates), effects: [.findDuplicates(request: 1)]) {
            $0.duplicates = self.finding()
            $0.mode.isReviewingDuplicates = true
        }
        store.send(.command(.duplicates(.close)), effects: [.stopFindingDuplicates]) {
            $0.duplicates = nil
            $0.mode.isReviewingDuplicates = false
        }
        store.expectNothingFor(1_000)
        // An answer to a finding no longer on screen changes nothing.
        store.send(.duplicatesFound(request: 1, [folder.exact]))
        store.send(.duplicatesNotFound(request: 1, message: "gone"))
        store.finish()
    }

    @Test func aFindingThatFailsIsSaidOnTheScreen() {
        store.duplicateGroups = .failure(.init(description: "the index cannot be read"))
        store.send(.command(.openDuplicates), effects: [.findDuplicates(request: 1)]) {
            $0.duplicates = self.finding()
            $0.mode.isReviewingDuplicates = true
        }
        store.advance(by: store.duplicatesLatency)
        store.receive(.duplicatesNotFound(request: 1, message: "the index cannot be read")) {
            $0.duplicates?.phase = .failed("Duplicates could not be found: the index cannot be read")
        }
        store.finish()
    }

    /// The exact pair's 4000×3000 members on the store's 80×24 terminal, less the caption's line.
    private var memberFrame: ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: 4000, height: 3000), area: Size(width: 80, height: 23), cellPixels: Size(width: 10, height: 20))
    }

    @Test func theFullScreenMemberZoomsAndPansWithThePhotosKeysAndNPKeepTheZoom() {
        open()
        // Side by side, the zoom keys do nothing.
        store.send(.command(.zoom(.zoomIn)))
        store.send(.command(.duplicates(.toggleFullScreen))) { $0.duplicates?.isFullScreen = true }
        var zoom = ZoomState()
        zoom.zoomIn(in: memberFrame)
        store.send(.command(.zoom(.zoomIn))) { $0.duplicates?.zoom = zoom }
        // Zoomed larger than the screen, h j k l pan (l and j here) instead of moving.
        zoom.pan(.right, in: memberFrame)
        store.send(.command(.duplicates(.nextMember))) { $0.duplicates?.zoom = zoom }
        zoom.pan(.down, in: memberFrame)
        store.send(.command(.duplicates(.nextGroup))) { $0.duplicates?.zoom = zoom }
        // n and p flip through the group at the same zoom and spot: the copies compared eye to eye.
        store.send(.command(.nextPhoto)) { $0.duplicates?.moveMember(by: 1) }
        #expect(store.state.duplicates?.zoom == zoom && store.state.duplicates?.memberIndex == 1)
        store.send(.command(.previousPhoto)) { $0.duplicates?.moveMember(by: -1) }
        // Fitted again, l and j move through the members and groups.
        store.send(.command(.zoom(.fit))) { $0.duplicates?.zoom = ZoomState() }
        store.send(.command(.duplicates(.nextMember))) { $0.duplicates?.moveMember(by: 1) }
        store.send(.command(.zoom(.fill))) { $0.duplicates?.zoom.set(.fill, in: self.memberFrame) }
        // Esc leaves the full-screen member, the zoom back to fit; the screen stays.
        store.send(.command(.duplicates(.close))) {
            $0.duplicates?.isFullScreen = false
            $0.duplicates?.zoom = ZoomState()
        }
        store.send(.command(.duplicates(.toggleFullScreen))) { $0.duplicates?.isFullScreen = true }
        store.send(.command(.zoom(.actual))) { $0.duplicates?.zoom.set(.actual, in: self.memberFrame) }
        store.send(.command(.duplicates(.toggleFullScreen))) {
            $0.duplicates?.isFullScreen = false
            $0.duplicates?.zoom = ZoomState()
        }
        store.finish()
    }
}
