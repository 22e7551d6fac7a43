import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Filters follow the screen: a screen the source filters (photos like one, a search for its
/// tags) applies them; one it gives unfiltered (a topic) hides the badge and says why.
@Suite("Filters on drill-down screens")
struct ScreenFiltersTests {
    private func landscape(_ browser: BrowserHarness) {
        browser.press(.character("f"))
        browser.press(.down)
        browser.press(.right)
        browser.press(.enter)
    }

    @Test func aScreenThatIgnoresTheFiltersHidesThemAndSaysSo() {
        let browser = BrowserHarness(query: "sea") { $0.topicTitles = ["Nature"] }
        browser.advance(by: 400)
        browser.press(.escape)
        landscape(browser)
        browser.advance(by: 100)
        #expect(browser.lines[0].contains("[landscape]"))
        browser.press(.character("t"))
        browser.advance(by: 100)
        browser.press(.enter)
        browser.advance(by: 100)
        #expect(browser.state.screens.last?.kind == .topic)
        #expect(!browser.lines[0].contains("[landscape]"))
        #expect(browser.text.contains("Not filtered by landscape"))
        // Back on the search, the filters show again.
        browser.press(.escape)
        browser.press(.escape)
        #expect(browser.lines[0].contains("[landscape]"))
    }

    @Test func photosLikeOneAreASearchWithTheFilters() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 400)
        browser.press(.escape)
        landscape(browser)
        browser.advance(by: 100)
        browser.press(.character("m"))
        browser.advance(by: 100)
        #expect(browser.state.screens.last?.kind == .related)
        #expect(browser.service.searches.last?.orientation == .landscape)
        #expect(browser.lines[0].contains("[landscape]"))
        #expect(!browser.text.contains("Not filtered"))
    }
}
