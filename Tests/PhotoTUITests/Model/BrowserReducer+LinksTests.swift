import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// `o`, `y` and `c`, reduced: the opener and the clipboard are asked through effects and their
/// answers come back as notices, whole state asserted.
@Suite struct BrowserReducerLinksTests {
    /// A list of photos with "p0" selected (``BrowserReducerTests/listedState(_:)``).
    private static func listed() -> (BrowserState, Photo) {
        let (state, photos) = BrowserReducerTests.listedState()
        return (state, photos[0])
    }

    /// A folder photo "beach.jpg" selected.
    private static func folderPhotoState() -> BrowserState {
        var photo = TestPhotos.photo("f0")
        photo.file = PhotoFile(path: "/home/ada/Pictures/it's a beach.jpg", relativePath: "it's a beach.jpg", byteCount: 1_000)
        var state = BrowserReducerTests.restingState()
        state.session = BrowsingSession(traits: CatalogPhotoService.folderTraits)
        state.session.detailFetchesOnRest = true
        state.list.apply(RowsUpdate(rows: [.photo(photo)], change: .reset), viewportRows: state.viewportRows)
        state.session.detailPhotoID = "f0"
        return state
    }

    @Test func yCopiesTheSelectedPhotosLinkAndSaysHowItWentForFourSeconds() throws {
        let (state, photo) = Self.listed()
        let link = try #require(ReferralLink.photoPage(of: photo))
        let store = BrowserTestStore(state: state)
        store.send(.command(.copyLink), effects: [.copy(link.absoluteString, what: "Link", note: "")])
        store.receive(.copied(store.clipboard, what: "Link", note: ""), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Link copied through tmux", isTransient: true, serial: 1)
        }
        store.advance(by: 4_000)
        store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
        store.finish()
    }

    @Test func aClipboardThatCannotTakeItSaysWhatToSet() {
        let (state, photo) = Self.listed()
        let store = BrowserTestStore(state: state)
        store.clipboard = Clipboard.Outcome(copied: false, detail: "set TMUX or use a terminal with OSC 52")
        store.send(.command(.copyCredit), effects: [.copy(photo.creditLine, what: "Credit", note: "")])
        store.receive(.copied(store.clipboard, what: "Credit", note: ""), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Credit not copied: set TMUX or use a terminal with OSC 52", isTransient: true, serial: 1)
        }
        store.finish()
    }

    @Test func yWithMarksCopiesEveryMarkedLinkOnePerLine() throws {
        var (state, photos) = BrowserReducerTests.listedState()
        _ = state.culling.marks.toggle(photos[0])
        _ = state.culling.marks.toggle(photos[2])
        let links = try [photos[0], photos[2]].map { try #require(ReferralLink.photoPage(of: $0)).absoluteString }
        let store = BrowserTestStore(state: state)
        store.send(.command(.copyLink), effects: [.copy(links.joined(separator: "\n"), what: "2 links", note: "")])
        store.receive(.copied(store.clipboard, what: "2 links", note: ""), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "2 links copied through tmux", isTransient: true, serial: 1)
        }
        store.finish()
    }

    @Test func oOpensThePhotosPageOrSaysWhyNot() throws {
        let (state, photo) = Self.listed()
        let link = try #require(ReferralLink.photoPage(of: photo))
        let store = BrowserTestStore(state: state)
        store.send(.command(.openInBrowser), effects: [.open(link, name: "unsplash.com")])
        store.receive(.opened(.opening(name: "unsplash.com")), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "Opening unsplash.com…", isTransient: true, serial: 1)
        }
        store.openerRefusal = "No browser to open it with: set BROWSER"
        store.send(.command(.openInBrowser), effects: [.open(link, name: "unsplash.com")])
        store.receive(.opened(.refused("No browser to open it with: set BROWSER")), effects: [.startNoticeTimer(serial: 2)]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "No browser to open it with: set BROWSER", isTransient: true, serial: 2)
        }
        store.finish()
    }

    @Test func aFolderPhotoOpensItsFileWhileItIsThereAndCopiesItsPathQuoted() {
        let store = BrowserTestStore(state: Self.folderPhotoState())
        let path = "/home/ada/Pictures/it's a beach.jpg"
        store.send(.command(.openInBrowser), effects: [.openFile(path: path, name: "it's a beach.jpg")])
        store.receive(.opened(.fileGone(name: "it's a beach.jpg")), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "it's a beach.jpg has been removed", isTransient: true, serial: 1)
        }
        store.existingFiles = [path]
        store.send(.command(.openInBrowser), effects: [.openFile(path: path, name: "it's a beach.jpg")])
        store.receive(.opened(.opening(name: "it's a beach.jpg")), effects: [.startNoticeTimer(serial: 2)]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "Opening it's a beach.jpg…", isTransient: true, serial: 2)
        }
        store.send(.command(.copyLink), effects: [.copy(ShellQuote.path(path), what: "Path", note: "")])
        store.receive(.copied(store.clipboard, what: "Path", note: ""), effects: [.startNoticeTimer(serial: 3)]) {
            $0.noticeSerial = 3
            $0.notice = Notice(text: "Path copied through tmux", isTransient: true, serial: 3)
        }
        store.finish()
    }

    @Test func oAndYOnAPhotoWithNoPageSaySoInsteadOfDoingNothing() {
        var (state, photo) = Self.listed()
        photo.provider = .offline
        photo.links = PhotoLinks()
        state.list.apply(RowsUpdate(rows: [.photo(photo)], change: .reset), viewportRows: state.viewportRows)
        #expect(ReferralLink.photoPage(of: photo) == nil)
        let store = BrowserTestStore(state: state)
        store.send(.command(.openInBrowser), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "This photo is local: a synthetic one from the offline library, with no page on the web", isTransient: true, serial: 1)
        }
        store.send(.command(.copyLink), effects: [.startNoticeTimer(serial: 2)]) {
            $0.noticeSerial = 2
            $0.notice = Notice(text: "This photo is local: a synthetic one from the offline library, with no page on the web", isTransient: true, serial: 2)
        }
        var withoutPage = Self.listed().0
        photo.provider = .openverse
        withoutPage.list.apply(RowsUpdate(rows: [.photo(photo)], change: .reset), viewportRows: withoutPage.viewportRows)
        let other = BrowserTestStore(state: withoutPage)
        other.send(.command(.copyLink), effects: [.startNoticeTimer(serial: 1)]) {
            $0.noticeSerial = 1
            $0.notice = Notice(text: "This photo has no page to copy", isTransient: true, serial: 1)
        }
        store.finish()
        other.finish()
    }

    @Test func nothingSelectedAsksNothing() {
        let store = BrowserTestStore(state: BrowserReducerTests.restingState())
        store.send(.command(.openInBrowser))
        store.send(.command(.copyLink))
        store.send(.command(.copyCredit))
        store.finish()
    }
}
