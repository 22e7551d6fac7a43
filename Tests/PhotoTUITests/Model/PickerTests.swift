import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// `photo-tui pick`, headless: Enter chooses, Tab marks several, every other way out cancels.
@Suite("Picker, headless")
struct PickerTests {
    private func picker(query: String = "sea") -> BrowserHarness {
        let browser = BrowserHarness(query: query, picking: true)
        browser.advance(by: 100)
        return browser
    }

    @Test func enterChoosesTheSelectedPhoto() {
        let browser = picker()
        browser.press(.character("j"))
        #expect(browser.model.pickedPhotos == nil)
        browser.press(.enter)
        #expect(browser.model.pickedPhotos?.map(\.id) == ["sea-1"])
    }

    @Test func tabMarksAndMovesOnEnterChoosesTheMarkedInOrder() {
        let browser = picker()
        browser.press(.character("j"))
        browser.press(.tab)  // sea-1, then the selection moves to sea-2
        #expect(browser.state.list.selectedID == "sea-2")
        browser.press(.character("k"))
        browser.press(.character("k"))
        browser.press(.tab)  // sea-0
        #expect(browser.lines.filter { $0.hasPrefix("✓") }.count == 2)
        browser.press(.character("k"))
        browser.press(.tab)  // sea-0 again: unmarked
        #expect(browser.lines.filter { $0.hasPrefix("✓") }.count == 1)
        browser.press(.character("k"))
        browser.press(.tab)  // and marked again, now last
        browser.press(.enter)
        #expect(browser.model.pickedPhotos?.map(\.id) == ["sea-1", "sea-0"])
    }

    @Test(arguments: [Key.escape, .character("q"), .ctrl("c")])
    func everyOtherWayOutChoosesNothing(_ key: Key) {
        let browser = picker()
        browser.press(.tab)
        browser.press(key)
        #expect(browser.model.pickedPhotos == nil)
    }

    /// Esc leaves the search box for the list, as everywhere in the browser; it cancels the pick
    /// only from the list.
    @Test func escInTheSearchBoxGoesToTheListAndCancelsOnlyFromThere() {
        let browser = picker(query: "")
        #expect(browser.state.mode.focus == .list)
        browser.press(.character("/"))
        browser.type("sea")
        browser.press(.escape)
        #expect(browser.state.mode.focus == .list)
        #expect(!browser.quitCalled)
        browser.press(.escape)
        #expect(browser.model.pickedPhotos == nil)
        #expect(browser.quitCalled)
    }

    @Test func theHintsAndTheHelpSayWhatPickingKeysDo() {
        let browser = picker()
        #expect(browser.lines[47].contains("⏎ pick  Tab mark  Esc cancel"))
        #expect(!browser.lines[47].contains("⏎ open"))
        browser.press(.character("?"))
        #expect(browser.text.contains("mark, unmark all"))
        #expect(browser.text.contains("print it and exit"))
        #expect(!browser.text.contains("open full screen"))
    }

    @Test func browsingKeepsItsOwnKeys() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        #expect(browser.lines[47].contains("⏎ open"))
        // Tab marks while browsing too (batch actions act on the marks); it picks nothing.
        browser.press(.tab)
        #expect(browser.state.mode.focus == .list && browser.state.culling.marks.photos.map(\.id) == ["sea-0"])
        #expect(browser.model.pickedPhotos == nil)
    }
}
