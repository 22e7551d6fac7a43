import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// `s` stars and unstars; the library remembers views and searches. Headless, library in memory.
@Suite("Favourites and history, headless")
struct FavoritesTests {
    @Test func sStarsAndUnstarsTheSelectedPhoto() throws {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        browser.press(.character("j"))
        browser.press(.character("s"))
        let photo = try #require(browser.state.list.selectedPhoto)
        #expect(browser.library.isFavorite(photo))
        #expect(browser.text.contains("★ Starred: \(photo.title)"))
        let row = try #require(browser.lines.first { $0.contains(photo.title) && !$0.contains("Starred") })
        #expect(row.contains("★ \(photo.title)"))
        browser.press(.character("s"))
        #expect(!browser.library.isFavorite(photo))
        #expect(browser.text.contains("Unstarred: \(photo.title)"))
        #expect(!browser.lines.contains { $0.contains("★ \(photo.title)") })
    }

    @Test func sWorksInTheDetailAndStarsShowOnTheNextRun() throws {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        browser.press(.enter)
        browser.advance(by: 500)
        browser.press(.character("s"))
        let photo = try #require(browser.state.detail?.photo)
        #expect(browser.library.isFavorite(photo))
        #expect(try browser.library.recentlyViewed().photos.map(\.id) == [photo.id])
        #expect(try browser.library.favorites().photos.first?.id == photo.id)
    }

    @Test func enterInTheSearchBoxRemembersTheSearch() throws {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        browser.press(.character("/"))
        browser.type("forest")
        browser.press(.enter)
        #expect(try browser.library.recentSearches() == ["forest"])
    }

    @Test func csvQuotesWhatNeedsItAndDisarmsFormulas() {
        #expect(LibraryCSV.field("plain") == "plain")
        #expect(LibraryCSV.field("a, b") == "\"a, b\"")
        #expect(LibraryCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(LibraryCSV.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(LibraryCSV.field("+1") == "'+1")
        #expect(LibraryCSV.header.split(separator: ",").count == 8)
    }
}

/// ↑/↓ and Ctrl-R in the search box walk past searches, as a shell walks its history.
@Suite("Search history, headless")
struct SearchHistoryTests {
    private func browserWithHistory() -> BrowserHarness {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        browser.press(.character("/"))
        for text in ["forest", "sea"] {
            browser.press(.ctrl("u"))
            browser.type(text)
            browser.press(.enter)
            browser.advance(by: 400)
            browser.press(.character("/"))
        }
        browser.press(.ctrl("u"))
        return browser
    }

    @Test func upWalksBackDownWalksForwardThenToTheList() {
        let browser = browserWithHistory()
        browser.type("mo")
        browser.press(.up)
        #expect(browser.state.query.text == "sea")
        browser.press(.up)
        #expect(browser.state.query.text == "forest")
        browser.press(.up)
        #expect(browser.state.query.text == "forest")
        #expect(browser.text.contains("No older searches"))
        browser.press(.down)
        #expect(browser.state.query.text == "sea")
        browser.press(.down)
        #expect(browser.state.query.text == "mo")  // what was typed comes back
        #expect(browser.state.mode.focus == .search)
        browser.press(.down)
        #expect(browser.state.mode.focus == .list)
    }

    @Test func ctrlRFindsPastSearchesContainingTheText() {
        let browser = browserWithHistory()
        browser.type("res")
        browser.press(.ctrl("r"))
        #expect(browser.state.query.text == "forest")
        browser.advance(by: 400)
        #expect(browser.text.contains("forest"))
    }

    @Test func typingEndsTheWalk() {
        let browser = browserWithHistory()
        browser.press(.up)
        browser.type("x")
        #expect(browser.state.query.text == "seax")
        browser.press(.up)
        #expect(browser.state.query.text == "sea")  // a new walk from the newest
    }
}
