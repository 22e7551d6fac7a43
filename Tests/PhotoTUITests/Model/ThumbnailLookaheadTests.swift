import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Thumbnails ahead of the screen only as far as the scrolling speed needs: none at rest, the
/// rows the selection reaches in ``ThumbnailLookahead/horizon`` while `j` is held. Virtual time.
@Suite("Thumbnail look-ahead")
struct ThumbnailLookaheadTests {
    @Test func theRowsFollowTheSpeedWithinAFewScreens() {
        #expect(ThumbnailLookahead.rows(speed: 0, viewportRows: 14) == 0)
        #expect(ThumbnailLookahead.rows(speed: 10, viewportRows: 14) == 6)
        #expect(ThumbnailLookahead.rows(speed: 30, viewportRows: 14) == 18)
        #expect(ThumbnailLookahead.rows(speed: 1000, viewportRows: 14) == 42)
    }

    private func folder() -> BrowserHarness {
        let browser = BrowserHarness { service in
            service.traits = CatalogPhotoService.folderTraits
            service.searchTotal = 2000
        }
        browser.advance(by: 60)
        return browser
    }

    /// The photos whose thumbnails were asked for, by id, in order.
    private func asked(_ browser: BrowserHarness) -> [String] { browser.images.requests.map(\.rawURL.lastPathComponent) }

    @Test func atRestOnlyTheScreenIsAskedFor() throws {
        let browser = folder()
        browser.run(for: 2000)
        let frame = try #require(browser.state.frame)
        #expect(Set(asked(browser)) == Set(frame.visiblePhotoIDs))
        #expect(frame.aheadPhotoIDs.isEmpty)
    }

    @Test func holdingJAsksAheadByTheSpeedAndRestingStopsIt() throws {
        let browser = folder()
        // j held: 30 rows a second for a second.
        for _ in 0..<30 {
            browser.press(.character("j"))
            browser.run(for: 32)
        }
        let scrolling = try #require(browser.state.frame)
        let speed = 30.0 / 1.0
        let expected = ThumbnailLookahead.rows(speed: speed, viewportRows: scrolling.viewportRows)
        // The moves of the last second, some of the 30 (the window slides): near the full speed.
        #expect(scrolling.aheadPhotoIDs.count > expected / 2 && scrolling.aheadPhotoIDs.count <= expected)
        let lastVisible = try #require(scrolling.visiblePhotoIDs.last.flatMap { Int($0.dropFirst()) })
        #expect(scrolling.aheadPhotoIDs == (lastVisible + 1...lastVisible + scrolling.aheadPhotoIDs.count).map { "-\($0)" })
        #expect(Set(scrolling.aheadPhotoIDs).isSubset(of: Set(asked(browser))))
        // At rest past the speed window, a frame asks for the screen only: nothing ahead.
        browser.run(for: 1500)
        browser.model.perform(.none)
        browser.press(.character("k"))
        let resting = try #require(browser.state.frame)
        #expect(resting.aheadPhotoIDs.isEmpty)
    }
}
