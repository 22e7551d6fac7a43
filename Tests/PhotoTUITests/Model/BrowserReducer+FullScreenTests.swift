import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The full-screen photo in the reducer, whole state and every effect asserted
/// (``BrowserTestStore``): opening it over the list, zoom and pan, the next photo keeping the
/// zoom, its limits said, the strip, leaving; a folder photo removed while shown.
@Suite struct BrowserReducerFullScreenTests {
    /// A 6000×4000 photo on the state's 80×24 terminal with 10×20-pixel cells (the store's).
    private func frame(infoShown: Bool = false) -> ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: 6000, height: 4000), area: Size(width: 80, height: infoShown ? 23 : 24),
                        cellPixels: Size(width: 10, height: 20))
    }

    /// Three photos listed, "p0" selected and in the detail.
    private func listed() -> (BrowserState, [Photo]) {
        var (state, photos) = BrowserReducerTests.listedState(3)
        state.detail = PhotoDetail(photo: photos[0], isComplete: false)
        return (state, photos)
    }

    @Test func zOpensThePhotoZoomsPansGoesOnAtTheSameZoomAndEscGoesBackToTheList() {
        let (state, photos) = listed()
        let store = BrowserTestStore(state: state)
        // From the list, the detail opens under the photo (its view recorded, its record fetched).
        store.send(.command(.openPhoto), effects: [.write(.recordView(photos[0])), .openDetail]) {
            $0.mode.isShowingDetail = true
            $0.mode.isShowingPhoto = true
            $0.fullScreen.returnsToList = true
        }
        store.send(.command(.openPhoto))  // already showing
        var zoom = ZoomState()
        zoom.zoomIn(in: frame())
        store.send(.command(.zoom(.zoomIn))) { $0.fullScreen.zoom = zoom }
        zoom.pan(.right, in: frame())
        store.send(.command(.pan(.right))) { $0.fullScreen.zoom = zoom }
        // n: the next photo, at the same zoom and spot.
        store.send(.command(.nextPhoto), effects: [.showDetail(photos[1])]) {
            _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = "p1"
        }
        #expect(store.state.fullScreen.zoom == zoom && store.state.list.selectedPhoto?.id == "p1")
        store.send(.command(.previousPhoto), effects: [.showDetail(photos[0])]) {
            _ = ListNavigation.move(.up, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = "p0"
        }
        // Fitted, a pan key steps through the photos instead.
        store.send(.command(.zoom(.fit))) { $0.fullScreen.zoom = ZoomState() }
        store.send(.command(.pan(.down)), effects: [.showDetail(photos[1])]) {
            _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = "p1"
        }
        // i: the strip; 1:1 then fills the smaller area it leaves.
        store.send(.command(.toggleInfo)) { $0.fullScreen.showsInfo = true }
        var actual = ZoomState()
        actual.set(.actual, in: frame(infoShown: true))
        store.send(.command(.zoom(.actual))) { $0.fullScreen.zoom = actual }
        // Esc: back to the list, the zoom back to fit, the strip kept for next time.
        store.send(.command(.closePhoto)) {
            $0.mode.isShowingPhoto = false
            $0.mode.isShowingDetail = false
            $0.fullScreen.zoom = ZoomState()
        }
        store.finish()
    }

    @Test func theZoomsLimitsAndAnUnknownSizeAreSaid() {
        var (state, _) = listed()
        state.mode = BrowserMode(isShowingDetail: true, isShowingPhoto: true)
        let store = BrowserTestStore(state: state)
        store.send(.command(.zoom(.fill))) { $0.fullScreen.zoom.set(.fill, in: self.frame()) }
        store.send(.command(.zoom(.actual))) { $0.fullScreen.zoom.set(.actual, in: self.frame()) }
        store.send(.command(.zoom(.fit))) { $0.fullScreen.zoom = ZoomState() }
        // + steps up to four screen pixels a photo pixel, then says it goes no further.
        var largest = ZoomState()
        var steps = 0
        while largest.zoomIn(in: frame()) { steps += 1 }
        for _ in 0..<steps { store.send(.command(.zoom(.zoomIn))) { $0.fullScreen.zoom.zoomIn(in: self.frame()) } }
        #expect(store.state.fullScreen.zoom == largest && largest.label(in: frame()) == "400 %")
        store.send(.command(.zoom(.zoomIn)), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "As large as it goes (400 %)", isTransient: true, serial: 1)
        }
        // A photo whose size its source did not give shows fitted, and says why it does not zoom.
        store.send(.feed(.detail(PhotoDetail(photo: TestPhotos.photo("p0", width: 0, height: 0), isComplete: true)))) {
            $0.detail = PhotoDetail(photo: TestPhotos.photo("p0", width: 0, height: 0), isComplete: true)
        }
        store.send(.command(.zoom(.zoomIn)), effects: [.startNoticeTimer(serial: 2)]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "This photo's size is not known: it shows fitted, without zoom", isTransient: true, serial: 2)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 2)) { $0.notice = nil }
        store.finish()
    }

    @Test func plainModeOpensNoPhoto() {
        var (state, _) = listed()
        state.isPlain = true
        let store = BrowserTestStore(state: state)
        store.send(.command(.openPhoto))
        store.finish()
    }

    @Test func aFolderFileRemovedWhileShownIsSaidOnceAndPassed() {
        let photos = (0..<3).map { index in
            LocalPhotoFile(path: "/pictures/IMG_\(index).jpg", relativePath: "IMG_\(index).jpg", byteCount: 2, modified: 0, format: .jpeg,
                           pixelSize: PixelSize(width: 4000, height: 3000), metadata: nil).photo
        }
        var state = BrowserReducerTests.restingState()
        state.list.apply(RowsUpdate(rows: photos.map(PhotoListRow.photo), change: .reset), viewportRows: state.viewportRows)
        _ = ListNavigation.move(.down, in: &state, now: Date(timeIntervalSince1970: 0))
        state.session.detailPhotoID = photos[1].id
        state.detail = PhotoDetail(photo: photos[1], isComplete: false)
        state.mode = BrowserMode(isShowingDetail: true, isShowingPhoto: true)
        state.canLoadMore = false
        let store = BrowserTestStore(state: state)
        store.send(.fullScreenFileGone, effects: [.startNoticeTimer(serial: 1), .showDetail(photos[2])]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "IMG_1.jpg is no longer in the folder: showing the next photo", isTransient: true, serial: 1)
            _ = ListNavigation.move(.down, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = photos[2].id
        }
        // The next frame, before the detail follows: said once, not passed twice.
        store.send(.fullScreenFileGone)
        // The last photo gone too: back to the one before.
        store.send(.feed(.detail(PhotoDetail(photo: photos[2], isComplete: false)))) {
            $0.detail = PhotoDetail(photo: photos[2], isComplete: false)
        }
        store.send(.fullScreenFileGone, effects: [.startNoticeTimer(serial: 2), .showDetail(photos[1])]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "IMG_2.jpg is no longer in the folder: showing the previous photo", isTransient: true, serial: 2)
            _ = ListNavigation.move(.up, in: &$0, now: Date(timeIntervalSince1970: 0))
            $0.session.detailPhotoID = photos[1].id
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 2)) { $0.notice = nil }
        store.finish()
    }
}
