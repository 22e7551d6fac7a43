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

    /// The browser starts in the list, where `?` is help; in the search box, empty or not, every
    /// printable key types ("quiet night" must not quit at its first letter).
    @Test func helpWorksFromTheListAndTheSearchBoxTypesEverything() {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        #expect(browser.state.mode.focus == .list)
        browser.type("?")
        #expect(browser.text.contains(" Keys "))
        #expect(browser.state.query.text.isEmpty)
        browser.press(.escape)
        browser.press(.character("/"))
        browser.type("quiet night?")
        #expect(browser.state.query.text == "quiet night?")
        #expect(!browser.quitCalled)
        #expect(browser.state.mode.overlay == nil)
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
