import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The grid view (`v`), headless: larger thumbnails several to a row, moving by tiles.
@Suite("Grid view, headless")
struct GridViewTests {
    @Test func vShowsTheGridAndJMovesARowOfTiles() throws {
        let browser = BrowserHarness(query: "sea")  // 160 wide: the list pane holds 3 tiles a row
        browser.advance(by: 100)
        browser.press(.character("v"))
        #expect(browser.state.mode.isGrid)
        let columns = PhotoGridView.columns(in: browser.state.layout.list)
        #expect(columns >= 3)
        // Titles under tiles, several on one line.
        let titled = try #require(browser.lines.first { $0.contains("Sea photo 0") })
        #expect(titled.contains("Sea photo 1"))
        browser.press(.character("j"))
        #expect(browser.state.list.selectedID == "sea-\(columns)")
        browser.press(.character("l"))
        #expect(browser.state.list.selectedID == "sea-\(columns + 1)")
        browser.press(.character("h"))
        browser.press(.character("k"))
        #expect(browser.state.list.selectedID == "sea-0")
        // The thumbnails on screen were asked for at the grid's size.
        #expect(browser.images.requests.count > 0)
        browser.press(.character("v"))
        #expect(!browser.state.mode.isGrid)
        #expect(browser.text.contains("by Ada Park"))
    }

    @Test func scrollingTheGridPagesLikeTheList() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        browser.press(.character("v"))
        for _ in 0..<12 {
            browser.press(.character("j"))
            browser.advance(by: 100)
        }
        browser.run(for: 200)
        #expect(browser.service.searches.map(\.page).contains(2))
        let index = try? #require(browser.state.list.selectedPhotoIndex)
        #expect(index == 12 * PhotoGridView.columns(in: browser.state.layout.list))
    }
}
