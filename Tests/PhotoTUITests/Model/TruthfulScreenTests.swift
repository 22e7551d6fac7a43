import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Issue 13's "a browser that tells the truth", headless: focus, filters, links, messages.
@Suite("Truthful screen, headless")
struct TruthfulScreenTests {
    @Test func filtersShowInTheSearchBarWhileOn() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        #expect(!browser.lines[0].contains("["))
        browser.press(.character("f"))
        browser.press(.right)  // order: latest
        browser.press(.enter)
        browser.advance(by: 100)
        #expect(browser.lines[0].contains("[latest] 75 photos"))
    }

    @Test func onTheHomeFeedFiltersSayTheyDoNotApply() {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        browser.press(.escape)
        browser.press(.character("f"))
        browser.press(.right)
        browser.press(.enter)
        #expect(browser.lines[0].contains("[latest: not for the home feed]"))
        #expect(browser.text.contains("Filters apply to searches, not the home feed"))
        #expect(browser.service.editorialPages == [1])
    }

    @Test func helpAndQuitWorkFromAnEmptySearchBox() {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        #expect(browser.state.mode.focus == .search)
        browser.type("?")
        #expect(browser.text.contains(" Keys "))
        #expect(browser.state.query.text.isEmpty)
        browser.press(.escape)
        browser.type("r?")  // with text in the box, both are typed
        #expect(browser.state.query.text == "r?")
    }

    @Test func theOfflineLibrarysLoopbackPagesAreNotHandedOut() {
        #expect(BrowserModel.localPageNotice(URL(string: "http://127.0.0.1:51234/photos/abc")!)?.contains("local") == true)
        #expect(BrowserModel.localPageNotice(URL(string: "https://unsplash.com/photos/abc")!) == nil)
    }

    @Test func copyingSaysWhichWayItWent() {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        browser.press(.escape)
        browser.press(.character("y"))
        #expect(browser.lines[47].contains("Link copied through the terminal (OSC 52)"))
    }
}
