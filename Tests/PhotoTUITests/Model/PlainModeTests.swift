import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// `--plain`, headless: what a screen reader meets. No images or block art, nothing animated,
/// each row one sentence in one column, the terminal's cursor on what has focus, status changes
/// in words.
@Suite("Plain mode, headless")
struct PlainModeTests {
    /// The browser's own symbols and block art: none may show in plain mode.
    static let symbols = Set<Character>("▀▄▌─│┌┐└┘★♥✓⏎›‹↑↓←→·×").union(Spinner.frames)

    private func symbolsShown(_ browser: BrowserHarness) -> Set<Character> {
        Set(browser.text).intersection(Self.symbols)
    }

    @Test func rowsAreSentencesInOneColumnWithTheCursorOnTheSelection() throws {
        let browser = BrowserHarness(size: Size(width: 100, height: 30), query: "sea", plain: true)
        browser.advance(by: 100)
        let list = browser.state.layout.list
        #expect(browser.state.layout.detail == nil)
        let first = try #require(browser.lines.firstIndex { $0.hasPrefix("Sea photo 0, by Ada Park") })
        #expect(browser.lines[first].range(of: #"^Sea photo 0, by Ada Park, [\d,]+ likes\s*$"#, options: .regularExpression) != nil)
        #expect(browser.lines[first + 1].hasPrefix("Sea photo 1, by "))
        #expect(browser.backend.buffer.cursor == Point(x: list.x, y: first))
        browser.press(.character("j"))
        #expect(browser.backend.buffer.cursor == Point(x: list.x, y: first + 1))
        #expect(browser.state.viewportRows == list.height)
        #expect(symbolsShown(browser).isEmpty, "\(symbolsShown(browser))")
        // No image is asked for.
        #expect(browser.images.requests.isEmpty)
        browser.press(.character("s"))
        #expect(browser.lines[first + 1].contains("starred"))
        #expect(browser.lines.last?.contains("Starred: Sea photo 1") == true)
        #expect(symbolsShown(browser).isEmpty)
    }

    @Test func loadingIsSaidInWordsAndNothingTurns() {
        let browser = BrowserHarness(size: Size(width: 100, height: 30), plain: true) { $0.latency = 1000 }
        browser.advance(by: 10)
        #expect(browser.lines[0].contains("loading"))
        #expect(browser.lines.last?.contains("Loading photos…") == true)
        browser.advance(by: 500)
        #expect(browser.state.spinnerTick == 0)
        #expect(symbolsShown(browser).isEmpty)
        browser.advance(by: 600)
        browser.press(.character("/"))
        browser.type("sea")
        browser.advance(by: 400)
        #expect(browser.lines.last?.contains("Searching for “sea”…") == true)
        browser.advance(by: 1100)
        #expect(browser.lines.last?.contains("“sea”: 75 photos") == true)
        // In the box the text field keeps the cursor where typing goes.
        #expect(browser.backend.buffer.cursor == Point(x: 12, y: 0))
    }

    @Test func theDetailIsTextWithTheCursorOnItsTitle() throws {
        let browser = BrowserHarness(size: Size(width: 100, height: 30), query: "sea", plain: true)
        browser.advance(by: 100)
        browser.press(.enter)
        browser.advance(by: 100)
        #expect(browser.lines[1].hasPrefix(" Photo, Esc to go back"))
        let photo = try #require(browser.state.detail?.photo)
        #expect(browser.lines[2].hasPrefix(" " + PhotoText.title(of: photo)))
        #expect(browser.backend.buffer.cursor == Point(x: 1, y: 2))
        #expect(browser.text.contains("Photo by Ada Park on Unsplash"))
        #expect(symbolsShown(browser).isEmpty, "\(symbolsShown(browser))")
        browser.press(.escape)
        #expect(!browser.state.mode.isShowingDetail)
    }

    @Test func overlaysHaveNoBorderAndTheCursorOnTheirRow() {
        let browser = BrowserHarness(size: Size(width: 100, height: 30), query: "sea", plain: true)
        browser.advance(by: 100)
        browser.press(.character("f"))
        #expect(browser.lines[0].hasPrefix(" Filters"))
        #expect(browser.lines[2].hasPrefix(" Order: relevant"))
        #expect(browser.backend.buffer.cursor == Point(x: 1, y: 2))
        browser.press(.down)
        #expect(browser.backend.buffer.cursor == Point(x: 1, y: 3))
        #expect(symbolsShown(browser).isEmpty, "\(symbolsShown(browser))")
        browser.press(.escape)
        browser.press(.character("?"))
        #expect(browser.lines[0].hasPrefix(" Keys"))
        #expect(browser.text.contains("any other key closes"))
        // Each line whole: a key's words are never split over two lines.
        #expect(browser.lines.contains { $0.hasPrefix(" Up, Down, Ctrl-R: past searches") })
        #expect(browser.lines.contains { $0.hasPrefix(" Page Up, Page Down, Ctrl-U, Ctrl-D: page") })
        #expect(browser.backend.buffer.cursor == Point(x: 1, y: 2))
    }

    @Test func theGridIsNotOfferedInPlainMode() {
        let browser = BrowserHarness(size: Size(width: 100, height: 30), query: "sea", plain: true)
        browser.advance(by: 100)
        browser.press(.character("v"))
        #expect(!browser.state.showsGrid)
        #expect(browser.lines.last?.contains("Plain mode shows a list") == true)
    }

    /// The status line's figures are words too: no "·" between the cache's sizes.
    @Test func theStatusLineFiguresAreInWords() {
        var state = BrowserState()
        state.size = Size(width: 200, height: 24)
        state.isPlain = true
        state.scanSummary = "44 photos · 1 skipped"
        var buffer = CellBuffer(size: state.size)
        BrowserView(state: state, theme: .standard, cacheSummary: "images 113 kB · disk 18 kB", thumbnail: { _ in nil }, preview: { _, _ in nil })
            .render(in: buffer.area, into: &buffer)
        let status = (0..<200).map { buffer[$0, 23].symbol }.joined()
        #expect(status.hasPrefix("offline library, 44 photos, 1 skipped, images 113 kB, disk 18 kB"), "\(status)")
        #expect(Set(status).intersection(Self.symbols).isEmpty)
    }
}
