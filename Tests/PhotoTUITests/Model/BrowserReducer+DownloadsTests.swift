import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Downloads: `d` asks for the selected photo's original; its progress is kept and said; the
/// finished file is recorded in the library; a failure ends the wait to quit.
@Suite struct BrowserReducerDownloadsTests {
    @Test func aDownloadIsAskedForTrackedAndRecordedWhenDone() {
        let (state, photos) = BrowserReducerTests.listedState(1)
        let store = BrowserTestStore(state: state)
        store.send(.command(.download), effects: [.download(photos[0])])
        let progress = DownloadStatus.inProgress(photos[0], fraction: 0.5)
        store.send(.feed(.download(progress)), effects: [.cancelNoticeTimer]) {
            $0.downloadingPhoto = photos[0]
            $0.noticeSerial = 1
            $0.notice = Notice(text: DownloadNotice.text(for: progress)!, isTransient: false, serial: 1)
        }
        store.send(.command(.quit)) { $0.isConfirmingQuit = true }
        let file = URL(fileURLWithPath: "/home/ada/Downloads/p0.jpg")
        store.send(.feed(.download(.finished(file))),
                   effects: [.write(.recordDownload(photos[0], path: file.path)), .cancelNoticeTimer]) {
            $0.downloadingPhoto = nil
            $0.isConfirmingQuit = false
            $0.noticeSerial = 2
            $0.notice = Notice(text: DownloadNotice.text(for: .finished(file))!, isTransient: false, serial: 2)
        }
        #expect(store.state.notice?.text.contains("p0.jpg") == true)
        store.finish()
    }

    @Test func aFailedDownloadSaysWhyAndEndsTheWaitToQuit() {
        var (state, photos) = BrowserReducerTests.listedState(1)
        state.downloadingPhoto = photos[0]
        state.isConfirmingQuit = true
        let store = BrowserTestStore(state: state)
        store.send(.feed(.download(.failed("the server said 404"))), effects: [.cancelNoticeTimer]) {
            $0.downloadingPhoto = nil
            $0.isConfirmingQuit = false
            $0.noticeSerial = 1
            $0.notice = Notice(text: DownloadNotice.text(for: .failed("the server said 404"))!, isTransient: false, serial: 1)
        }
        store.finish()
    }

    @Test func aFolderPhotoIsAlreadyAFile() {
        var state = BrowserReducerTests.restingState()
        state.traits = CatalogPhotoService.folderTraits
        let photo = PhotoTextTests.file()
        state.list.apply(RowsUpdate(rows: [.photo(photo)], change: .reset), viewportRows: state.viewportRows)
        let store = BrowserTestStore(state: state)
        store.send(.command(.download), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "\(photo.file!.name) is already a file on this computer", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }
}
