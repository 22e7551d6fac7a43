import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// A source without an editorial feed, with exact counts and no quota (a folder, a shelf), in the
/// whole browser: its home is every photo, counted, in its orders, with no feed headings, and
/// `G` goes to the real last photo however far it is.
@Suite("A finite local source in the browser")
struct FiniteSourceTests {
    private func folder(_ total: Int = 2000) -> BrowserHarness {
        BrowserHarness { service in
            service.traits = CatalogPhotoService.folderTraits
            service.searchTotal = total
        }
    }

    private func loaded(_ browser: BrowserHarness) -> String? {
        guard let range = browser.lines[1].range(of: #"\d+ of \d+ loaded"#, options: .regularExpression) else { return nil }
        return String(browser.lines[1][range])
    }

    @Test func theHomeIsEveryPhotoCountedWithNoFeedHeadings() {
        let browser = folder()
        browser.advance(by: 60)
        #expect(browser.service.searches.map(\.text) == [""])
        #expect(browser.service.editorialPages.isEmpty && browser.service.requestLog.allSatisfy { $0 == "/search/photos" })
        #expect(browser.lines[0].contains("2,000 photos"))
        #expect(!browser.text.contains("Editorial") && !browser.text.contains("Topics"))
        #expect(browser.lines[47].hasPrefix("Pictures"))
    }

    @Test func gGoesToTheRealLastPhotoLoadingEveryPageOnce() {
        let browser = folder()
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("G"))
        browser.run(for: 5000)
        #expect(loaded(browser) == "2,000 of 2,000 loaded" || loaded(browser) == "2000 of 2000 loaded")
        #expect(browser.service.searches.map(\.page) == Array(1...67))
        #expect(browser.state.list.selectedPhoto?.id == "-1999")
        #expect(browser.text.contains("At the end: 2,000 photos"))
    }

    @Test func itsOrdersWorkWithAnEmptySearchAndSayNothingAboutTheHomeFeed() {
        let browser = folder(75)
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("f"))
        // Its three orders, its one filter, no colour.
        #expect(browser.text.contains("Order       ‹ name ›") && browser.text.contains("Orientation ‹ any ›"))
        #expect(!browser.text.contains("Colour      ‹"))
        #expect(browser.text.contains("Folder by folder, files by name"))
        browser.press(.right)
        #expect(browser.text.contains("‹ date taken ›"))
        // Each filter says what it does.
        #expect(browser.text.contains("Newest taken first (EXIF date, else the file's time)"))
        browser.press(.right)
        #expect(browser.text.contains("‹ size ›"))
        browser.press(.enter)
        browser.advance(by: 60)
        #expect(browser.service.searches.map(\.orderBy) == [.name, .size])
        #expect(browser.service.searches.map(\.text) == ["", ""])
        #expect(browser.lines[0].contains("[size] 75 photos"))
        #expect(!browser.text.contains("not for the home feed") && !browser.text.contains("Filters apply to searches"))
    }
}
