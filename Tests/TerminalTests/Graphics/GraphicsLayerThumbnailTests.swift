import Testing
import TerminalTesting
@testable import Terminal

/// The placement registry with many images at once, the way a list of thumbnails uses it on
/// kitty: scrolling places the same images again by id for a few dozen bytes each, rows that
/// leave lose their placement but not their data, the id LRU bounds what the terminal keeps,
/// and an overlay takes away exactly the cells it covers. Every plan is checked against a model
/// of what kitty would then show (``KittyTerminalModel``).
@Suite struct GraphicsLayerThumbnailTests {
    private static let screen = Size(width: 60, height: 26)
    /// Rows of 3 cells from the top, the status line below them.
    private static let visibleRows = 8

    /// 40 photos' thumbnails, 10×3 cells at 9×18-pixel cells.
    private static let thumbnails: [GraphicsImage] = (0..<40).map { index in
        GraphicsImage(graphicsProtocol: .kitty, columns: 10, rows: 3, pixelWidth: 90, pixelHeight: 54,
                      chunks: [Array(repeating: UInt8(ascii: "A") + UInt8(index % 20), count: 2_000)], encodeMilliseconds: 0.4)
    }

    /// The list scrolled so that photo `top` is the first row: each row a marker, the
    /// thumbnail's cells with the image over them, and its title; `overlay` drawn last.
    private static func list(top: Int, overlay: Rect? = nil, rows: Int = visibleRows, photos: Int = 40) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        for row in 0..<rows where top + row < photos {
            let index = top + row
            let area = Rect(x: 1, y: row * 3, width: 10, height: 3)
            let cells = ImageCells(columns: 10, rows: 3, cells: Array(repeating: ImageCell(symbol: "▀", foreground: .palette(UInt8(16 + index)),
                                                                                         background: .palette(17)), count: 30))
            ImageView(cells: cells, pixels: thumbnails[index], slot: "row-\(index)", key: "thumbnail \(index)").render(in: area, into: &buffer)
            buffer.draw("photo \(index)", at: Point(x: 12, y: row * 3), width: 40)
        }
        buffer.draw("status", at: Point(x: 0, y: screen.height - 1), width: screen.width)
        if let overlay { buffer.fill(overlay, with: Cell(symbol: "#", style: .plain)) }
        return buffer
    }

    /// Where the thumbnails of rows `top…` show.
    private static func rects(top: Int, rows: Int = visibleRows, except: Set<Int> = []) -> [Rect] {
        (0..<rows).filter { !except.contains($0) }.map { Rect(x: 1, y: $0 * 3, width: 10, height: 3) }
    }

    private final class Run {
        let terminal = KittyTerminalModel()
        let layer: GraphicsLayer
        var events: [GraphicsTraceEvent] = []

        init(tmux: Point? = nil) {
            layer = GraphicsLayer(graphicsProtocol: .kitty, output: terminal, tmuxPaneOffset: tmux)
            layer.trace = { [unowned self] in events.append($0) }
        }

        /// Draws `frame`; returns the bytes written and the frame's trace events.
        @discardableResult
        func frame(_ frame: CellBuffer) -> (bytes: Int, events: [GraphicsTraceEvent]) {
            let before = terminal.bytesWritten
            events = []
            layer.prepare(frame)
            layer.commit()
            return (terminal.bytesWritten - before, events)
        }
    }

    @Test func eachThumbnailIsTransmittedOnceAndPlacedWhereItsRowIs() {
        let run = Run()
        let (bytes, events) = run.frame(Self.list(top: 0))
        #expect(run.terminal.transmissions == Self.visibleRows)
        #expect(run.terminal.placedRects == Self.rects(top: 0))
        #expect(events.map(\.reason) == Array(repeating: "new", count: Self.visibleRows))
        #expect(bytes > Self.visibleRows * 2_000)
        #expect(run.terminal.problems.isEmpty)
        // Nothing changed: nothing sent.
        #expect(run.frame(Self.list(top: 0)).bytes == 0)
    }

    @Test func aScrollStepPlacesTheSameImagesAgainByIDAndTransmitsOnlyTheNewRow() {
        let run = Run()
        run.frame(Self.list(top: 0))
        let (bytes, events) = run.frame(Self.list(top: 1))
        // Photo 0 left: its placement is deleted, its data kept.
        #expect(events.filter { $0.action == .delete }.map(\.slot) == ["row-0"])
        #expect(run.terminal.images.count == Self.visibleRows + 1)
        // Photos 1…7 moved up a row: one placement command each, no delete, no data.
        let moved = events.filter { $0.reason == "moved" }
        #expect(moved.count == Self.visibleRows - 1)
        #expect(moved.allSatisfy { $0.bytes < 100 }, "\(moved.map(\.bytes))")
        #expect(run.terminal.deleteCommands == 1)
        // Photo 8 is new: transmitted once.
        #expect(events.filter { $0.reason == "new" }.map(\.slot) == ["row-8"])
        #expect(run.terminal.transmissions == Self.visibleRows + 1)
        #expect(run.terminal.placedRects == Self.rects(top: 1))
        #expect(run.terminal.problems.isEmpty)
        // The step costs the new thumbnail's data plus about 60 bytes a thumbnail.
        let perThumbnail = (bytes - events.first { $0.reason == "new" }!.bytes) / Self.visibleRows
        #expect(perThumbnail < 100, "\(perThumbnail) B a thumbnail")
    }

    @Test func scrollingBackPlacesTheKeptImagesWithoutSendingTheirData() {
        let run = Run()
        run.frame(Self.list(top: 0))
        run.frame(Self.list(top: 4))
        let transmitted = run.terminal.transmissions
        let (bytes, events) = run.frame(Self.list(top: 0))
        #expect(run.terminal.transmissions == transmitted)
        #expect(Set(events.filter { $0.action == .place }.map(\.reason)) == ["again", "moved"])
        #expect(bytes < Self.visibleRows * 100 + 4 * 60)
        #expect(run.terminal.placedRects == Self.rects(top: 0))
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func pagingDownReplacesEveryRowAndLeavesNoPlacementBehind() {
        let run = Run()
        run.frame(Self.list(top: 0))
        for top in stride(from: 8, through: 32, by: 8) {
            run.frame(Self.list(top: top))
            #expect(run.terminal.placedRects == Self.rects(top: top), "top \(top)")
            #expect(run.terminal.placements.count == Self.visibleRows)
        }
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func theIDLRUFreesTheDataOfTheLeastRecentlyPlacedImagesOffScreen() {
        let run = Run()
        kitty(run.layer).capacity = 12
        for top in 0...32 { run.frame(Self.list(top: top)) }
        #expect(run.terminal.images.count == 12)
        #expect(kitty(run.layer).storedImages == 12)
        // Those on screen are never freed.
        #expect(run.terminal.placedRects == Self.rects(top: 32))
        #expect(run.terminal.placements.keys.allSatisfy { run.terminal.images.contains($0.image) })
        // Back at the top, the evicted images are transmitted again (never placed from nothing).
        let transmitted = run.terminal.transmissions
        run.frame(Self.list(top: 0))
        #expect(run.terminal.transmissions == transmitted + Self.visibleRows)
        #expect(run.terminal.placedRects == Self.rects(top: 0))
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func theMemoryBudgetBoundsTheTerminalsPixelsToo() {
        let run = Run()
        // Room for ten 90×54 thumbnails at four bytes a pixel.
        kitty(run.layer).memoryBudget = 10 * 90 * 54 * 4
        for top in 0...20 { run.frame(Self.list(top: top)) }
        #expect(run.terminal.images.count == 10)
        #expect(run.terminal.problems.isEmpty)
    }

    /// The cells of the thumbnails of rows `top…` that `overlay` leaves alone.
    private static func uncoveredCells(top: Int, overlay: Rect) -> Set<Point> {
        var cells = Set<Point>()
        for rect in rects(top: top) {
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX where !overlay.contains(Point(x: x, y: y)) { cells.insert(Point(x: x, y: y)) }
            }
        }
        return cells
    }

    private static func cells(of rects: [Rect]) -> [Point] {
        rects.flatMap { rect in (rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { Point(x: $0, y: y) } } }
    }

    @Test func anOverlayTakesAwayExactlyTheCellsItCoversAndClosingItPutsThemBack() {
        let run = Run()
        run.frame(Self.list(top: 0))
        // Rows 2, 3 and 4 (cells 6…14) lie under the overlay, partly or whole.
        let overlay = Rect(x: 6, y: 7, width: 40, height: 7)
        let (_, covered) = run.frame(Self.list(top: 0, overlay: overlay))
        // Those rows are placed again by id in parts around it (no data sent); the others stay.
        #expect(Set(covered.map { String($0.slot.prefix(5)) }) == ["row-2", "row-3", "row-4"])
        #expect(covered.allSatisfy { $0.action == .place && ["moved", "again"].contains($0.reason) || $0.action == .delete && $0.reason == "covered" })
        // No placement under the overlay, and every other cell of every thumbnail in pixels.
        #expect(run.terminal.placedRects.allSatisfy { $0.intersection(overlay).isEmpty })
        #expect(Self.cells(of: run.terminal.placedRects).count == Set(Self.cells(of: run.terminal.placedRects)).count)
        #expect(Set(Self.cells(of: run.terminal.placedRects)) == Self.uncoveredCells(top: 0, overlay: overlay))
        // Scrolling under the overlay: what is under it stays away, the rest shows.
        run.frame(Self.list(top: 1, overlay: overlay))
        #expect(Set(Self.cells(of: run.terminal.placedRects)) == Self.uncoveredCells(top: 1, overlay: overlay))
        let transmitted = run.terminal.transmissions
        run.frame(Self.list(top: 1))
        #expect(run.terminal.placedRects == Self.rects(top: 1))
        #expect(run.terminal.transmissions == transmitted)
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func aPanelAcrossAThumbnailKeepsTheRowsItLeftAloneInPixels() throws {
        let run = Run()
        run.frame(Self.list(top: 0))
        // A message panel across the screen over cells 22…23: row 7 keeps its top row.
        let (bytes, events) = run.frame(Self.list(top: 0, overlay: Rect(x: 0, y: 22, width: 60, height: 2)))
        #expect(events.map(\.slot) == ["row-7"])
        #expect(events[0].action == .place && events[0].reason == "moved")
        #expect(events[0].source == Rect(x: 0, y: 0, width: 90, height: 18))
        #expect(run.layer.shownSlots["row-7"] == Rect(x: 1, y: 21, width: 10, height: 1))
        #expect(bytes < 100)
        // A band over the top two rows of row 0 keeps its bottom row.
        run.frame(Self.list(top: 0, overlay: Rect(x: 0, y: 0, width: 60, height: 2)))
        #expect(run.layer.shownSlots["row-0"] == Rect(x: 1, y: 2, width: 10, height: 1))
        #expect(run.layer.shownSlots["row-7"] == Rect(x: 1, y: 21, width: 10, height: 3))
        #expect(run.terminal.placedRects == [Rect(x: 1, y: 2, width: 10, height: 1)] + Self.rects(top: 0).dropFirst())
        // A box over part of a row: that row shows its pixels around the box, in two parts.
        run.frame(Self.list(top: 0, overlay: Rect(x: 5, y: 3, width: 20, height: 1)))
        #expect(run.layer.shownParts["row-1"] == [GraphicsPart(rect: Rect(x: 1, y: 3, width: 4, height: 1), source: Rect(x: 0, y: 0, width: 36, height: 18)),
                                                  GraphicsPart(rect: Rect(x: 1, y: 4, width: 10, height: 2), source: Rect(x: 0, y: 18, width: 90, height: 36))])
        // Row 0 is whole again: placed again uncropped, by id.
        let whole = try #require(run.events.first { $0.slot == "row-0" })
        #expect(whole.reason == "moved" && whole.source == nil && !whole.line.contains("source="))
        #expect(run.layer.shownSlots["row-0"] == Rect(x: 1, y: 0, width: 10, height: 3))
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func aScrollAndAnOverlayInOneFrame() {
        let run = Run()
        run.frame(Self.list(top: 0))
        run.frame(Self.list(top: 3, overlay: Rect(x: 0, y: 0, width: 60, height: 10)))
        // The band hides rows 0…2 and the top of row 3, whose lower two rows stay in pixels.
        #expect(run.terminal.placedRects == [Rect(x: 1, y: 10, width: 10, height: 2)] + Self.rects(top: 3, except: [0, 1, 2, 3]))
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func aRowCutByTheScreensEdgeShowsTheTopOfItsImageAndGrowsWhenScrolledIn() throws {
        let run = Run()
        // The list's area ends one row into the ninth thumbnail.
        func frame(top: Int, height: Int) -> CellBuffer {
            var buffer = CellBuffer(size: Self.screen)
            for row in 0..<((height + 2) / 3) {
                let area = Rect(x: 1, y: row * 3, width: 10, height: min(3, height - row * 3))
                ImageView(cells: nil, pixels: Self.thumbnails[top + row], slot: "row-\(top + row)", key: "thumbnail \(top + row)",
                          cropsToArea: true).render(in: area, into: &buffer)
            }
            return buffer
        }
        let (_, events) = run.frame(frame(top: 0, height: 25))
        #expect(events.count == 9)
        let cut = try #require(run.layer.shownSlots["row-8"])
        #expect(cut == Rect(x: 1, y: 24, width: 10, height: 1))
        #expect(run.terminal.placedRects.last == cut)
        // Scrolled by a row: the cut row is whole, placed again uncropped; the next one is cut.
        let (_, next) = run.frame(frame(top: 1, height: 25))
        #expect(next.first { $0.slot == "row-8" }?.reason == "moved")
        #expect(run.layer.shownSlots["row-8"] == Rect(x: 1, y: 21, width: 10, height: 3))
        #expect(run.layer.shownSlots["row-9"] == Rect(x: 1, y: 24, width: 10, height: 1))
        #expect(run.terminal.placedRects.count == 9)
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func onlyKittyCropsASixelCutByTheEdgeShowsItsCells() {
        let output = KittyTerminalModel()
        let layer = GraphicsLayer(graphicsProtocol: .sixel, output: output)
        let sixel = GraphicsImage(graphicsProtocol: .sixel, columns: 10, rows: 3, pixelWidth: 90, pixelHeight: 54,
                                  chunks: [Array("\u{1B}Pq#0~-\u{1B}\\".utf8)], encodeMilliseconds: 0)
        var buffer = CellBuffer(size: Self.screen)
        ImageView(cells: nil, pixels: sixel, slot: "row-0", key: "a", cropsToArea: true).render(in: Rect(x: 1, y: 0, width: 10, height: 2), into: &buffer)
        #expect(buffer.graphics.isEmpty)
        layer.prepare(buffer)
        layer.commit()
        #expect(layer.shownSlots.isEmpty)
    }

    @Test func theSameImageInTwoSlotsGetsTwoPlacements() {
        let run = Run()
        let image = Self.thumbnails[0]
        var buffer = CellBuffer(size: Self.screen)
        ImageView(cells: nil, pixels: image, slot: "row-0", key: "thumbnail same").render(in: Rect(x: 1, y: 0, width: 10, height: 3), into: &buffer)
        ImageView(cells: nil, pixels: image, slot: "row-5", key: "thumbnail same").render(in: Rect(x: 1, y: 6, width: 10, height: 3), into: &buffer)
        run.frame(buffer)
        #expect(run.terminal.transmissions == 1)
        #expect(run.terminal.placedRects == [Rect(x: 1, y: 0, width: 10, height: 3), Rect(x: 1, y: 6, width: 10, height: 3)])
        // One of them leaves: the other stays.
        var next = CellBuffer(size: Self.screen)
        ImageView(cells: nil, pixels: image, slot: "row-5", key: "thumbnail same").render(in: Rect(x: 1, y: 3, width: 10, height: 3), into: &next)
        run.frame(next)
        #expect(run.terminal.placedRects == [Rect(x: 1, y: 3, width: 10, height: 3)])
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func aResizeResetPlacesAndTransmitsEverythingAgain() {
        let run = Run()
        run.frame(Self.list(top: 0))
        run.terminal.clearScreen()
        run.layer.reset(reason: "resize")
        run.frame(Self.list(top: 2))
        #expect(run.terminal.placedRects == Self.rects(top: 2))
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func aListThatGoesAwayTakesEveryThumbnailWithIt() {
        let run = Run()
        run.frame(Self.list(top: 0))
        let (_, events) = run.frame(Self.list(top: 0, rows: 0))
        #expect(events.count == Self.visibleRows && events.allSatisfy { $0.reason == "gone" })
        #expect(run.terminal.placements.isEmpty)
        #expect(run.terminal.images.count == Self.visibleRows)
    }

    @Test func insideTmuxAScrollStepStaysUnderAHundredBytesAThumbnail() {
        let run = Run(tmux: Point(x: 0, y: 1))
        run.frame(Self.list(top: 0))
        let (_, events) = run.frame(Self.list(top: 1))
        let moved = events.filter { $0.reason == "moved" }
        #expect(moved.count == Self.visibleRows - 1)
        #expect(moved.allSatisfy { $0.bytes < 100 }, "\(moved.map(\.bytes))")
        #expect(run.terminal.placedRects == Self.rects(top: 1).map { Rect(x: $0.x, y: $0.y + 1, width: $0.width, height: $0.height) })
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func theTraceNumbersFramesSoAStepsBytesAddUp() {
        let run = Run()
        run.frame(Self.list(top: 0))
        let (bytes, events) = run.frame(Self.list(top: 1))
        #expect(Set(events.map(\.frame)) == [2])
        #expect(events.map(\.bytes).reduce(0, +) == bytes)
        #expect(events.first { $0.reason == "moved" }!.line.contains(" reason=moved frame=2"))
    }
}
