import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Issue 13's request budget and paging, headless in virtual time: what the browser asks the
/// API for while a person uses it.
@Suite("Request budget, headless")
struct RequestBudgetBrowserTests {
    @Test func theSidePaneShowsListDataAtOnceAndFetchesTheFullRecordOnlyAfterARest() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 60)
        #expect(browser.state.detail?.photo.id == "sea-0")
        #expect(browser.state.detail?.isComplete == false)
        #expect(browser.service.photoRequests.isEmpty)
        // Moving faster than the rest delay fetches nothing.
        for _ in 0..<5 {
            browser.press(.character("j"))
            browser.advance(by: 300)
        }
        #expect(browser.state.detail?.photo.id == "sea-5")
        #expect(browser.service.photoRequests.isEmpty)
        browser.advance(by: 100)  // rested 400 ms on sea-5
        #expect(browser.service.photoRequests == ["sea-5"])
        browser.advance(by: 60)
        #expect(browser.state.detail?.isComplete == true)
    }

    @Test func openingTheDetailFetchesAtOnceAndOnlyOnce() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 60)
        browser.press(.character("j"))
        browser.press(.enter)
        #expect(browser.service.photoRequests == ["sea-1"])
        browser.advance(by: 1000)
        browser.press(.escape)
        browser.press(.enter)  // known already: no second request
        browser.advance(by: 1000)
        #expect(browser.service.photoRequests == ["sea-1"])
    }

    @Test func aQueryOnTheCommandLineSkipsTheHomeFeedAndStartsInTheList() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 60)
        #expect(browser.service.editorialPages.isEmpty)
        #expect(browser.service.searches.map(\.text) == ["sea"])
        #expect(browser.state.mode.focus == .list)
        browser.press(.character("j"))
        #expect(browser.state.query.text == "sea")
        #expect(browser.state.list.selectedID == "sea-1")
    }

    @Test func aNewSearchNeverFetchesForTheStaleSelection() {
        let browser = BrowserHarness(query: "sea") { $0.latency = 500 }
        browser.advance(by: 600)
        browser.advance(by: 500)  // rested: sea-0's record
        #expect(browser.service.photoRequests == ["sea-0"])
        browser.press(.character("j"))
        browser.press(.character("/"))
        browser.press(.ctrl("u"))
        browser.type("forest")
        // The old rows are dimmed and their count hidden at once.
        #expect(browser.state.isListStale)
        #expect(!browser.lines[0].contains("75 photos"))
        browser.advance(by: 700)  // the debounce, and the new search still in flight
        #expect(browser.service.photoRequests == ["sea-0"])
        browser.advance(by: 300)
        #expect(browser.state.list.selectedID == "forest-0")
        browser.advance(by: 450)
        #expect(browser.service.photoRequests == ["sea-0", "forest-0"])
    }

    @Test func theHomeFeedCostsOneRequestAtLaunchAndPagesLazily() {
        let browser = BrowserHarness { $0.topicTitles = ["Nature", "City"] }
        browser.advance(by: 60)
        #expect(browser.service.requestLog == ["/photos"])
        browser.press(.escape)
        for _ in 0..<28 { browser.press(.character("j")) }
        browser.run(for: 200)
        #expect(browser.service.requestLog.prefix(3) == ["/photos", "/topics", "/topics/:slug/photos"])
        #expect(browser.state.list.rows.contains(.section(title: "Nature")))
        #expect(!browser.state.list.rows.contains(.section(title: "City")))
    }

    @Test func holdingJFor150PressesAt900msLatencyMoves150Rows() {
        let browser = BrowserHarness(query: "sea") {
            $0.latency = 900
            $0.searchTotal = 1000
        }
        browser.advance(by: 1000)
        #expect(browser.state.list.selectedID == "sea-0")
        // Key repeat: 30 presses a second.
        for _ in 0..<150 {
            browser.press(.character("j"))
            browser.advance(by: 32)
        }
        browser.advance(by: 3000)
        #expect(browser.state.list.selectedID == "sea-150")
        #expect(browser.state.pendingMoves == 0)
    }

    @Test func gGoesToTheRealEndLoadingPagesWithProgress() {
        let browser = BrowserHarness(query: "sea") { $0.latency = 100 }
        browser.advance(by: 200)
        browser.press(.character("G"))
        #expect(browser.lines[47].contains("Loading to the end… 30 of 75 photos"))
        browser.run(for: 1000)
        #expect(browser.state.list.selectedID == "sea-74")
        #expect(browser.lines[47].contains("At the end: 75 photos"))
        #expect(browser.service.searches.map(\.page) == [1, 2, 3])
    }

    @Test func gSaysWhyItStopsWhenTheEndIsTooFar() {
        let browser = BrowserHarness(query: "sea") { $0.searchTotal = 10_000 }
        browser.advance(by: 100)
        browser.press(.character("G"))
        browser.run(for: 1000)
        // Long: the status line keeps only the essential hints to show it whole.
        #expect(browser.lines[47].contains("The end is 9,970 photos (333 pages) away: G stays at the last loaded row (30); narrow the search to see its end"))
        #expect(browser.lines[47].hasSuffix("? help  q quit"))
        #expect(browser.service.searches.count <= 2)
    }

    @Test func lowQuotaMakesTheBrowserFrugalAndSaysWhenItResets() {
        let browser = BrowserHarness(query: "sea") { $0.quota = RateLimit(limit: 50, remaining: 9) }
        browser.advance(by: 100)
        #expect(browser.state.budget.isFrugal)
        #expect(browser.lines[47].contains("frugal: 8/50 left, resets by "))
        browser.press(.character("j"))
        browser.advance(by: 2000)
        #expect(browser.service.photoRequests.isEmpty)  // no prefetch on rest
        browser.press(.enter)
        #expect(browser.service.photoRequests == ["sea-1"])  // opening still fetches
    }

    @Test func frugalPagesOnlyWhenTheScreenNeedsThem() {
        for frugal in [false, true] {
            let browser = BrowserHarness(query: "sea") {
                $0.latency = 900
                $0.quota = RateLimit(limit: 50, remaining: frugal ? 9 : 49)
            }
            browser.advance(by: 1000)
            // Quick moves at a slow server: normally the next page is asked ahead of time.
            for _ in 0..<12 {
                browser.press(.character("j"))
                browser.advance(by: 30)
            }
            #expect(browser.service.searches.count == (frugal ? 1 : 2), "frugal: \(frugal)")
        }
    }

    /// The issue's scripted session: launch; type a query and pause; 100 `j` at 10 keys a
    /// second; open and close 3 details; 2 more queries; quit.
    @Test func theScriptedSessionCostsAtMost20Requests() {
        let browser = BrowserHarness { $0.topicTitles = ["Nature", "City", "Travel"] }
        browser.advance(by: 1000)
        browser.type("sea")
        browser.advance(by: 1500)
        browser.press(.enter)
        for _ in 0..<100 {
            browser.press(.character("j"))
            browser.advance(by: 99)
        }
        browser.advance(by: 1000)
        for _ in 0..<3 {
            browser.press(.enter)
            browser.advance(by: 1500)
            browser.press(.escape)
            browser.advance(by: 200)
            browser.press(.character("j"))
            browser.advance(by: 200)
        }
        for query in ["forest", "city"] {
            browser.press(.character("/"))
            browser.press(.ctrl("u"))
            browser.type(query)
            browser.advance(by: 1500)
            browser.press(.escape)
        }
        browser.press(.character("q"))
        let log = browser.service.requestLog
        let breakdown = browser.service.requestsByPath.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print("scripted session: \(log.count) requests: \(breakdown.joined(separator: ", "))")
        #expect(log.count <= 20, "\(breakdown)")
        #expect(browser.state.list.selectedID == "city-0")
    }
}
