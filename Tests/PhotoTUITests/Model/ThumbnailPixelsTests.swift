import Foundation
import PhotoCore
import Terminal
import TerminalTesting
import Testing
@testable import PhotoTUI

/// The list's and the grid's thumbnails in real pixels on kitty (and, asked for, on sixel), headless: the browser draws
/// through a graphics layer onto a model of kitty (``KittyTerminalModel``), and after every
/// step the images kitty would show must be exactly those the frame asks for where the frame
/// left their cells alone: no ghost after scrolling, overlays, the detail and back, the grid,
/// the back stack or a resize, and a scroll step costs well under 100 bytes a thumbnail.
@Suite("Thumbnails in pixels, headless")
struct ThumbnailPixelsTests {
    private static let kitty = (graphicsProtocol: GraphicsProtocol.kitty, cellPixels: Size(width: 9, height: 18))

    private func browser(query: String = "sea", size: Size = Size(width: 160, height: 48)) -> BrowserHarness {
        let browser = BrowserHarness(size: size, query: query, pixels: Self.kitty)
        browser.run(for: 200)
        return browser
    }

    /// What kitty shows is what the frame asks for: each placement is one the layer records (a
    /// part of an image an overlay cut), lies within its request's rect and over cells that
    /// still hold what was put under the image (never over an overlay: no ghost); every request
    /// left whole is shown whole; kitty was never asked to place an image it does not have.
    /// Returns the slots shown.
    @discardableResult
    private func expectNoGhosts(_ browser: BrowserHarness, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) -> Set<String> {
        let frame = browser.backend.buffer
        let requests = Dictionary(frame.graphics.map { ($0.slot, $0) }, uniquingKeysWith: { _, last in last })
        let shown = browser.application.graphics!.shownParts
        #expect(browser.kitty.placedRects == shown.values.flatMap { $0.map(\.rect) }.sorted { ($0.y, $0.x) < ($1.y, $1.x) },
                "\(step): kitty shows \(browser.kitty.placedRects), the layer \(shown)", sourceLocation: sourceLocation)
        for (slot, parts) in shown {
            guard let request = requests[slot] else {
                Issue.record("\(step): \(slot) shown, not asked for", sourceLocation: sourceLocation)
                continue
            }
            for rect in parts.map(\.rect) {
                #expect(request.rect.intersection(rect) == rect && Self.isIntact(request, in: frame, within: rect),
                        "\(step): \(slot) shown at \(rect) over cells that changed (asked at \(request.rect))", sourceLocation: sourceLocation)
            }
        }
        for request in frame.graphics where Self.isIntact(request, in: frame, within: request.rect) {
            #expect(shown[request.slot]?.map(\.rect) == [request.rect], "\(step): \(request.slot) not shown whole", sourceLocation: sourceLocation)
        }
        #expect(browser.kitty.problems.isEmpty, "\(step): \(browser.kitty.problems)", sourceLocation: sourceLocation)
        return Set(shown.keys)
    }

    /// How many cells show pixels now, of the slots whose names start with `prefix`.
    private func pixelCells(_ browser: BrowserHarness, slots prefix: String = "") -> Int {
        browser.application.graphics!.shownParts.filter { $0.key.hasPrefix(prefix) }.values.joined().reduce(0) { $0 + $1.rect.area }
    }

    /// Whether the cells of `part` of `request`'s rect still hold what was put under the image.
    private static func isIntact(_ request: GraphicsRequest, in frame: CellBuffer, within part: Rect) -> Bool {
        let rect = request.rect
        for y in part.y..<part.maxY {
            for x in part.x..<part.maxX where frame[x, y] != request.reserved[(y - rect.y) * rect.width + x - rect.x] { return false }
        }
        return true
    }

    private func rows(_ slots: Set<String>) -> Set<String> { slots.filter { $0.hasPrefix("row-") } }

    @Test func theListsThumbnailsArePixelsOverTheirCells() throws {
        let browser = browser()
        let shown = expectNoGhosts(browser, "first page")
        let visible = browser.state.frame!.visibleRange
        #expect(rows(shown) == Set(visible.map { "row-\($0)" }))
        // Each at the thumbnail's cells, sized to them at the terminal's cell size.
        let first = try #require(browser.backend.buffer.graphics.first { $0.slot == "row-0" })
        #expect(first.rect == Rect(x: browser.state.layout.list.x + 1, y: browser.state.layout.list.y, width: 10, height: 3))
        #expect(first.image.pixelWidth == 90 && first.image.pixelHeight == 54)
        #expect(first.key == "thumbnail sea-0 10x3")
        // The cells under the pixels are the thumbnail's cells (this source's photos are flat
        // colours), not blanks: they show until the pixels are placed, and around an overlay.
        #expect(first.reserved.allSatisfy { $0.style.background != .default })
    }

    @Test func scrollingPlacesTheSameImagesAgainByIDForUnderAHundredBytesEach() {
        let browser = browser()
        var events: [GraphicsTraceEvent] = []
        // The rows' events only: the side pane's preview follows the selection.
        browser.application.graphics!.trace = { if $0.slot.hasPrefix("row-") { events.append($0) } }
        let viewport = browser.state.viewportRows
        // To the bottom of the screen: the selection moves, no thumbnail is sent.
        for _ in 0..<(viewport - 1) { browser.press(.character("j")) }
        #expect(events.isEmpty)
        var steps = 0
        for _ in 0..<12 {
            events = []
            browser.press(.character("j"))
            browser.run(for: 20)
            expectNoGhosts(browser, "scroll step")
            let moved = events.filter { $0.reason == "moved" }
            guard !moved.isEmpty else { continue }
            steps += 1
            // One row left (its placement deleted, its data kept), one came (sent once), the
            // others moved up: one placement command each.
            #expect(moved.count == viewport - 1)
            #expect(moved.allSatisfy { $0.bytes < 100 }, "\(moved.map(\.bytes))")
            #expect(events.filter { $0.action == .delete }.map(\.reason) == ["gone"])
            #expect(events.filter { $0.reason == "new" }.count == 1)
        }
        #expect(steps >= 10)
        // Back up: the rows that left come back from kitty's memory, never sent again.
        events = []
        for _ in 0..<24 {
            browser.press(.character("k"))
            browser.run(for: 20)
        }
        expectNoGhosts(browser, "scrolled back")
        #expect(!events.isEmpty && !events.contains { $0.reason == "new" })
    }

    @Test func everyTransitionLeavesExactlyTheImagesTheFrameAsksFor() {
        let browser = browser()
        let list = expectNoGhosts(browser, "list")
        #expect(!rows(list).isEmpty)

        let listCells = pixelCells(browser)
        browser.press(.character("?"))
        expectNoGhosts(browser, "help open")
        // The overlay takes away the pixels it covers; the rest of each image stays.
        #expect(pixelCells(browser) < listCells)
        browser.press(.character("?"))
        #expect(rows(expectNoGhosts(browser, "help closed")) == rows(list))

        browser.press(.character("f"))
        expectNoGhosts(browser, "filters open")
        browser.press(.escape)
        expectNoGhosts(browser, "filters closed")

        let transmitted = browser.kitty.transmissions
        browser.press(.enter)
        browser.run(for: 500)
        let detail = expectNoGhosts(browser, "full-screen detail")
        #expect(rows(detail).isEmpty)
        browser.press(.escape)
        browser.run(for: 50)
        #expect(rows(expectNoGhosts(browser, "back from the detail")) == rows(list))
        // The list's thumbnails came back from kitty's memory (the detail's photo is new).
        #expect(browser.kitty.transmissions <= transmitted + 2)

        browser.press(.character("v"))
        browser.run(for: 50)
        let grid = expectNoGhosts(browser, "grid")
        #expect(rows(grid).isEmpty && grid.contains { $0.hasPrefix("tile-") })
        for _ in 0..<6 {
            browser.press(.character("j"))
            browser.run(for: 20)
            expectNoGhosts(browser, "grid scroll")
        }
        browser.press(.pageDown)
        browser.run(for: 50)
        expectNoGhosts(browser, "grid page")
        browser.press(.character("v"))
        browser.run(for: 50)
        #expect(!expectNoGhosts(browser, "list again").contains { $0.hasPrefix("tile-") })

        browser.kitty.clearScreen()  // what ncurses' repaint after a resize does to kitty's images
        browser.resize(to: Size(width: 120, height: 36))
        browser.run(for: 50)
        expectNoGhosts(browser, "resized")
    }

    @Test func aHelpOverlayOverThumbnailsTakesThemAwayAndClosingItPutsThemBackFromMemory() {
        let browser = browser(size: Size(width: 80, height: 30))
        let list = rows(expectNoGhosts(browser, "list"))
        let listCells = pixelCells(browser, slots: "row-")
        browser.press(.character("?"))
        expectNoGhosts(browser, "help open")
        #expect(pixelCells(browser, slots: "row-") < listCells)
        let transmitted = browser.kitty.transmissions
        browser.press(.character("?"))
        #expect(rows(expectNoGhosts(browser, "help closed")) == list)
        #expect(browser.kitty.transmissions == transmitted)
    }

    @Test func theBackStackSwapsTheThumbnailsOfOneListForTheOther() {
        let browser = browser()
        expectNoGhosts(browser, "search")
        browser.press(.character("c"))
        browser.run(for: 200)
        let collections = expectNoGhosts(browser, "collections")
        // Collection rows show their cover photo in pixels.
        #expect(browser.backend.buffer.graphics.contains { $0.key == "thumbnail cover-Seaside 10x3" })
        #expect(!rows(collections).isEmpty)
        browser.press(.enter)
        browser.run(for: 200)
        expectNoGhosts(browser, "a collection")
        browser.press(.escape)
        browser.run(for: 50)
        expectNoGhosts(browser, "back to the collections")
        browser.press(.escape)
        browser.run(for: 50)
        expectNoGhosts(browser, "back to the search")
    }

    @Test func aNewSearchDimsTheOldRowsAndTakesTheirPixelsAway() {
        let browser = browser()
        browser.press(.character("/"))
        browser.type("x")
        // Stale rows are dimmed boxes: no pixels over them.
        #expect(browser.state.isListStale)
        #expect(rows(expectNoGhosts(browser, "stale")).isEmpty)
        browser.run(for: 500)
        expectNoGhosts(browser, "new results")
    }

    @Test func cellsAndPixelsOfAThumbnailShareOneLoadAtTheCellsPixelSize() {
        let browser = browser()
        let thumbnails = browser.flatImages.requests.filter { $0.size.width < 200 }
        #expect(!thumbnails.isEmpty)
        #expect(thumbnails.allSatisfy { $0.size == PixelSize(width: 90, height: 54) }, "\(Set(thumbnails.map(\.size)))")
    }

    /// Sixel too (issue #26): every row asks for its thumbnail in pixels, loaded once at its
    /// cells' pixel size for cells and pixels alike, and waits for the list to rest.
    @Test func sixelThumbnailsArePixelsToo() {
        let browser = BrowserHarness(query: "sea", pixels: (.sixel, Size(width: 9, height: 18)))
        browser.run(for: 200)
        let requests = browser.backend.buffer.graphics
        let visible = browser.state.frame!.visibleRange
        let expected = Set(visible.map { "row-\($0)" } + ["detail"])
        #expect(Set(requests.map(\.slot)) == expected)
        #expect(requests.filter { $0.slot.hasPrefix("row-") }.allSatisfy { $0.waitsForRest })
        #expect(browser.flatImages.requests.contains { $0.size == PixelSize(width: 90, height: 54) })
        #expect(!browser.flatImages.requests.contains { $0.size == PixelSize(width: 40, height: 24) })
    }
}
