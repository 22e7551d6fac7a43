import PhotoCore
import Terminal
import TerminalTesting
import Testing
@testable import PhotoTUI

/// The terminal's answer comes after the first frame (a launch that did not wait for it): the
/// browser drew cells, and from the answer on it draws pixels, in virtual time.
@Suite struct BrowserModelPixelsTests {
    private static let cellPixels = Size(width: 9, height: 18)

    @Test func cellsFirstThenPixelsWhenTheAnswerComes() throws {
        let browser = BrowserHarness(size: Size(width: 160, height: 48), query: "sea")
        browser.run(for: 200)
        #expect(browser.backend.buffer.graphics.isEmpty)
        #expect(browser.state.list.photoCount > 0)

        // What `Application` and `BrowserApp` do with a kitty answer.
        browser.application.graphics = GraphicsLayer(graphicsProtocol: .kitty, output: browser.kitty)
        let model = browser.model
        model.usePixelImages(PixelImageStore(graphicsProtocol: .kitty, cellPixels: Self.cellPixels, source: browser.flatImages,
                                             main: browser.scheduler) { [weak model] in model?.requestRender() })
        browser.run(for: 200)

        let visible = browser.state.frame!.visibleRange
        let rows = Set(browser.backend.buffer.graphics.map(\.slot).filter { $0.hasPrefix("row-") })
        #expect(rows == Set(visible.map { "row-\($0)" }))
        let first = try #require(browser.backend.buffer.graphics.first { $0.slot == "row-0" })
        #expect(first.image.pixelWidth == 90 && first.image.pixelHeight == 54)
        // The rows and the side pane's photo, each placed once, all in pixels now.
        #expect(Set(browser.backend.buffer.graphics.map(\.slot)) == rows.union(["detail"]))
        #expect(browser.kitty.placedRects.count == rows.count + 1)
        #expect(browser.kitty.problems.isEmpty)
    }

    @Test func anAnswerWithoutPixelsGoesBackToCells() {
        let browser = BrowserHarness(size: Size(width: 160, height: 48), query: "sea", pixels: (.kitty, Self.cellPixels))
        browser.run(for: 200)
        #expect(!browser.backend.buffer.graphics.isEmpty)

        browser.application.graphics = nil
        browser.model.usePixelImages(nil)
        browser.run(for: 200)
        #expect(browser.backend.buffer.graphics.isEmpty)
        #expect(browser.model.pixelImages == nil)
    }
}
