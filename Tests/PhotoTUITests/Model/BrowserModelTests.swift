import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The whole browser headless, in virtual time: the fast twins of the tmux end-to-end tests.
@Suite("Browser model, headless")
struct BrowserModelTests {
    /// M in "N of M loaded" over the list.
    private func loaded(_ browser: BrowserHarness) -> String? {
        guard let range = browser.lines[1].range(of: #"\d+ of \d+ loaded"#, options: .regularExpression) else { return nil }
        return String(browser.lines[1][range])
    }

    @Test func launchShowsTheHomeFeedWithPlaceholdersInTheFirstFrameOfItsRows() throws {
        let browser = BrowserHarness()
        // The browser starts in the list: the box says how to get to it.
        #expect(browser.lines[0].hasPrefix(" Search: press / to search"))
        browser.advance(by: 1)
        #expect(browser.lines[0].contains("⠋ loading"))
        browser.advance(by: 60)
        #expect(loaded(browser) == "1 of 30 loaded")
        #expect(browser.text.contains("── Editorial"))
        #expect(browser.text.contains("Editorial photo 0"))
        // The BlurHash placeholder is in the very frame the row first shows: half blocks in colour.
        let row = try #require(browser.lines.firstIndex { $0.contains("Editorial photo 0") })
        let thumbnail = browser.backend.buffer[2, row]
        #expect(thumbnail.symbol == "▀" || thumbnail.symbol == "▄")
        // The thumbnails on screen were asked for after that frame.
        let visible = try #require(browser.state.frame?.visiblePhotoIDs)
        #expect(visible.count > 5)
        #expect(Set(browser.images.requests.map { $0.rawURL.lastPathComponent }).isSuperset(of: visible))
    }

    @Test func typingSearchesOnce300msAfterTheLastKeystroke() {
        let browser = BrowserHarness()
        browser.advance(by: 59)
        browser.press(.character("/"))  // at 59 ms
        browser.type("sea")  // the last key at 62 ms
        #expect(browser.lines[0].hasPrefix(" Search: sea"))
        browser.advance(by: 297)
        #expect(browser.service.searches.isEmpty)
        browser.advance(by: 3)
        #expect(browser.service.searches.map(\.text) == ["sea"])
        #expect(browser.lines[0].contains("⠋"))
        browser.advance(by: 52)
        #expect(browser.lines[0].contains("75 photos"))
        #expect(!browser.lines[0].contains("⠋"))
        #expect(loaded(browser) == "1 of 30 loaded")
        #expect(browser.text.contains("Sea photo 0"))
    }

    @Test func enterSearchesAtOnceAndGLoadsEachPageOnceToTheEnd() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.character("/"))
        browser.type("sea")
        browser.press(.enter)
        #expect(browser.service.searches.map(\.text) == ["sea"])
        browser.advance(by: 60)
        #expect(browser.state.mode.focus == .list)
        browser.press(.character("G"))
        browser.run(for: 800)
        #expect(loaded(browser) == "75 of 75 loaded")
        #expect(browser.service.searches.map(\.page) == [1, 2, 3])
        browser.press(.character("G"))
        browser.run(for: 200)
        #expect(browser.service.searches.map(\.page) == [1, 2, 3])
        #expect(loaded(browser) == "75 of 75 loaded")
    }

    @Test func detailOpensOnEnterAndEscReturnsToTheSameRow() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        for _ in 0..<12 { browser.press(.character("j")) }
        browser.advance(by: 60)
        let before = browser.lines[1]
        #expect(before.contains("13 of 30 loaded"))
        browser.press(.enter)
        #expect(browser.text.contains("Esc to go back"))
        #expect(browser.text.contains("Photo by Ada Park on Unsplash"))
        #expect(browser.service.photoRequests.last == "e12")
        browser.press(.escape)
        #expect(browser.lines[1] == before)
        #expect(!browser.text.contains("Esc to go back"))
    }

    @Test func theSelectionIsAPhotoNotAnIndex() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("j"))
        #expect(browser.state.list.selectedID == "e1")
        browser.press(.character("/"))
        browser.type("sea")
        browser.advance(by: 400)
        #expect(browser.state.list.selectedID == "sea-0")
        #expect(browser.state.detail?.photo.id == "sea-0")
    }

    @Test func filtersApplyOnEnterOnlyAndSearchAgain() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 400)
        #expect(browser.service.searches.count == 1)
        browser.press(.escape)
        browser.press(.character("f"))
        #expect(browser.text.contains(" Filters "))
        browser.press(.right)
        browser.press(.escape)
        #expect(!browser.text.contains(" Filters "))
        browser.advance(by: 100)
        #expect(browser.service.searches.count == 1)
        browser.press(.character("f"))
        browser.press(.right)
        #expect(browser.text.contains("‹ latest ›"))
        browser.press(.enter)
        browser.advance(by: 100)
        #expect(browser.state.filters.order == "latest")
        #expect(browser.service.searches.map(\.orderBy) == [.relevant, .latest])
    }

    @Test func resizeRelaysOutAndTooSmallSaysSo() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        let wide = browser.lines
        browser.resize(to: Size(width: 80, height: 24))
        #expect(browser.lines.count == 24)
        #expect(browser.lines[23].hasPrefix("offline library"))
        #expect(browser.lines[1].contains("┌ Photo"))
        browser.resize(to: Size(width: 160, height: 48))
        #expect(browser.lines == wide)
        browser.resize(to: Size(width: 30, height: 8))
        #expect(browser.text.contains("Terminal too small"))
    }

    @Test func errorsShowWithARetryHintAndRRecovers() {
        let browser = BrowserHarness { $0.failures = 1 }
        browser.advance(by: 60)
        #expect(browser.lines[47].contains("press r to retry"))
        #expect(browser.text.contains("Nothing to show — press r to retry"))
        browser.press(.escape)
        browser.press(.character("r"))
        browser.advance(by: 60)
        #expect(!browser.lines[47].contains("press r to retry"))
        #expect(loaded(browser) == "1 of 30 loaded")
    }

    @Test func helpOverlayListsTheKeysAndAnyKeyClosesIt() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("?"))
        #expect(browser.text.contains(" Keys "))
        #expect(browser.text.contains("download original"))
        browser.press(.character("q"))  // closes the overlay, does not quit
        #expect(!browser.text.contains(" Keys "))
        #expect(browser.state.mode.overlay == nil)
    }

    @Test func hintsFollowFocus() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        let listHints = "⏎ open  Tab mark  / search  s star  d download  f filters  t topics  ? help  q quit"
        #expect(browser.lines[47].hasSuffix(listHints))
        browser.press(.character("/"))
        #expect(browser.lines[47].hasSuffix("⏎ search  ^U clear  Esc list"))
        browser.type("s")
        #expect(browser.lines[47].hasSuffix("⏎ search  ^U clear  Esc list"))
        browser.press(.escape)
        #expect(browser.lines[47].hasSuffix(listHints))
        browser.press(.enter)
        #expect(browser.lines[47].contains("Esc back"))
    }

    @Test func aNoticeTimerClearsOnlyItsOwnNotice() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("y"))
        #expect(browser.lines[47].contains("Link copied"))
        #expect(browser.copied == ["https://unsplash.com/photos/e0?utm_source=photo_tui&utm_medium=referral"])
        browser.advance(by: 3000)
        browser.press(.character("o"))
        #expect(browser.lines[47].contains("Opening unsplash.com…"))
        browser.advance(by: 1500)  // the first notice's 4 s are over: its timer must not clear the second
        #expect(browser.lines[47].contains("Opening unsplash.com…"))
        browser.advance(by: 3000)
        #expect(!browser.lines[47].contains("Opening"))
    }

    @Test func koreanQueryRendersWhole() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.character("/"))
        browser.type("바다")
        browser.advance(by: 400)
        #expect(browser.lines[0].hasPrefix(" Search: 바다 "))
        #expect(browser.lines[0].contains("75 photos"))
        #expect(!browser.text.contains("\u{FFFD}"))
    }

    @Test func aClickSelectsAndASecondClickOpens() {
        let browser = BrowserHarness(size: Size(width: 100, height: 30))
        browser.advance(by: 60)
        // Rows are three lines from y = 2: the header, then photo rows; row 2 spans y 8...10.
        browser.press(.mouse(MouseEvent(kind: .press(.left), x: 20, y: 9)))
        #expect(browser.state.mode.focus == .list)
        #expect(browser.state.list.selectedID == "e1")
        browser.press(.mouse(MouseEvent(kind: .press(.left), x: 20, y: 9)))
        #expect(browser.state.mode.isShowingDetail)
    }

    @Test func theSpinnerTurnsInVirtualTimeWhileLoadingOnly() {
        let browser = BrowserHarness { $0.latency = 1000 }
        browser.advance(by: 1)
        let first = browser.lines[0]
        browser.advance(by: 100)
        #expect(browser.lines[0] != first)  // the next frame of the spinner
        browser.advance(by: 1000)
        #expect(!browser.lines[0].contains("loading"))
        let ticks = browser.state.spinnerTick
        browser.advance(by: 1000)
        #expect(browser.state.spinnerTick == ticks)  // idle: no timer runs
    }

    @Test func aDownloadsProgressStaysWhileATransientNoticeComesAndGoes() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("d"))
        #expect(browser.lines[47].contains("Downloading e0…"))
        browser.advance(by: 10_000)
        #expect(browser.lines[47].contains("Downloading e0…"))
        browser.press(.character("y"))
        #expect(browser.lines[47].contains("Link copied"))
        browser.advance(by: 4_000)
        #expect(!browser.lines[47].contains("Link copied"))
    }

    @Test func aFailedFullRecordShowsInThePaneAndRRetriesIt() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.service.failures = 1
        browser.press(.escape)
        browser.press(.character("j"))
        browser.advance(by: 460)  // the selection rests, then the full record fails
        #expect(browser.text.contains("press r to retry"))
        browser.press(.character("r"))
        browser.advance(by: 60)
        #expect(!browser.text.contains("press r to retry"))
        #expect(browser.service.photoRequests.filter { $0 == "e1" }.count == 2)
    }

    /// The home feed in the list, and `d` pressed on its first photo when `downloading`.
    private func listBrowser(downloading: Bool) -> BrowserHarness {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.escape)
        if downloading { browser.press(.character("d")) }
        return browser
    }

    @Test func qQuitsAtOnceWhenNothingIsDownloading() {
        let browser = listBrowser(downloading: false)
        browser.press(.character("q"))
        #expect(browser.hasQuit)
    }

    /// A download would be abandoned: q asks, a second q quits; any other key takes the question back.
    @Test func qDuringADownloadAsksBeforeAbandoningIt() {
        let browser = listBrowser(downloading: true)
        browser.press(.character("q"))
        #expect(!browser.hasQuit)
        #expect(browser.lines[47].contains(BrowserView.quitQuestion))
        browser.advance(by: 10_000)  // the download's progress does not hide the question
        #expect(browser.lines[47].contains(BrowserView.quitQuestion))
        browser.press(.character("j"))
        #expect(!browser.hasQuit)
        #expect(browser.lines[47].contains("Downloading e0…"))
        browser.press(.character("q"))
        #expect(browser.lines[47].contains(BrowserView.quitQuestion))
        browser.press(.character("x"))  // a key that does nothing takes it back too
        #expect(!browser.lines[47].contains(BrowserView.quitQuestion))
        browser.press(.character("q"))
        browser.press(.character("q"))
        #expect(browser.hasQuit)
    }

    @Test func ctrlCQuitsAtOnceEvenDuringADownload() {
        let browser = listBrowser(downloading: true)
        browser.press(.ctrl("c"))
        #expect(browser.hasQuit)
    }
}
