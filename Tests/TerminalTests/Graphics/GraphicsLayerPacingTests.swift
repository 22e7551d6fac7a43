import Foundation
import Testing
@testable import Terminal

/// How the layer paces sixel and iTerm2 placements, whose moves send pixels again: thumbnails
/// wait for the list to rest, a frame writes at most its byte budget, and a preview under an
/// overlay is encoded again in the parts the overlay leaves. In virtual time (the layer's clock).
@Suite struct GraphicsLayerPacingTests {
    final class Output: GraphicsOutput {
        var repaints: [Rect] = []
        var written: [UInt8] = []
        func repaint(_ rect: Rect) { repaints.append(rect) }
        func writeRaw(_ bytes: [UInt8]) { written += bytes }
    }

    /// A layer on a virtual clock, recording the frames it asks for.
    final class Run {
        let output = Output()
        let layer: GraphicsLayer
        var now: UInt64 = 1_000_000_000
        var wakes: [Int] = []
        var events: [GraphicsTraceEvent] = []

        init(_ graphicsProtocol: GraphicsProtocol) {
            layer = GraphicsLayer(graphicsProtocol: graphicsProtocol, output: output)
            layer.clock = { [unowned self] in now }
            layer.onNeedsFrame = { [unowned self] in wakes.append($0) }
            layer.trace = { [unowned self] in events.append($0) }
        }

        func frame(_ buffer: CellBuffer, after milliseconds: Int = 0) {
            now += UInt64(milliseconds) * 1_000_000
            events = []
            wakes = []
            output.written = []
            output.repaints = []
            layer.prepare(buffer)
            layer.commit()
        }

        var placedSlots: [String] { events.filter { $0.action == .place }.map(\.slot) }
    }

    private static let screen = Size(width: 40, height: 20)

    /// The parts an encoder was asked for (from whichever thread encodes).
    final class Requested: @unchecked Sendable {
        private let lock = NSLock()
        private var rects: [Rect] = []
        func append(_ rect: Rect) { lock.withLock { rects.append(rect) } }
        var all: [Rect] { lock.withLock { rects } }
    }

    private static func sixel(_ index: Int, columns: Int = 10, rows: Int = 3, bytes: Int = 5_000) -> GraphicsImage {
        GraphicsImage(graphicsProtocol: .sixel, columns: columns, rows: rows, pixelWidth: columns * 9, pixelHeight: rows * 18,
                      chunks: [Array("\u{1B}Pq".utf8) + Array(repeating: UInt8(ascii: "~"), count: bytes) + [0x1B, 0x5C]],
                      encodeMilliseconds: 1)
    }

    private static let images = (0..<80).map { sixel($0) }

    /// A list of thumbnails, row `top` first, each waiting for rest.
    private static func list(top: Int, rows: Int = 5) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        for row in 0..<rows {
            let index = top + row
            ImageView(cells: nil, pixels: images[index], slot: "row-\(index)", key: "t\(index)", waitsForRest: true)
                .render(in: Rect(x: 1, y: row * 3, width: 10, height: 3), into: &buffer)
            buffer.draw("photo \(index)", at: Point(x: 12, y: row * 3), width: 20)
        }
        return buffer
    }

    @Test func aHeldKeyShowsCellsAndThePixelsComeWhenTheListRests() {
        let run = Run(.sixel)
        run.frame(Self.list(top: 0))
        #expect(run.placedSlots.count == 5)
        // Ten scroll steps 30 ms apart: every moved thumbnail is taken away, none sent again.
        for step in 1...10 {
            run.frame(Self.list(top: step), after: 30)
            #expect(run.placedSlots.isEmpty, "step \(step)")
            #expect(run.wakes == [run.layer.restMilliseconds + 1])
        }
        #expect(run.layer.shownSlots.isEmpty)
        // The frame the layer asked for, once the list rested: every visible thumbnail.
        run.frame(Self.list(top: 10), after: run.layer.restMilliseconds + 1)
        #expect(run.placedSlots == (10..<15).map { "row-\($0)" })
        #expect(run.wakes.isEmpty)
    }

    /// A detail pane's preview of photo `index`, waiting for rest; nil: its preview is not
    /// made yet, so its place shows cells and asks for no image.
    private static func preview(_ index: Int?) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        guard let index else { return buffer }
        ImageView(cells: nil, pixels: sixel(index, columns: 20, rows: 10, bytes: 200_000), slot: "detail", key: "p\(index)",
                  waitsForRest: true)
            .render(in: Rect(x: 10, y: 2, width: 20, height: 10), into: &buffer)
        return buffer
    }

    @Test func aPreviewThatChangesWithEachMoveGoesOnceTheSelectionRests() {
        let run = Run(.sixel)
        let preview = Self.preview
        run.frame(preview(0))
        #expect(run.placedSlots == ["detail"])
        // A held key: the same place, another photo every 33 ms. None is sent while it moves.
        for index in 1...8 {
            run.frame(preview(index), after: 33)
            #expect(run.placedSlots.isEmpty, "move \(index)")
            #expect(run.wakes == [run.layer.restMilliseconds + 1])
        }
        run.frame(preview(8), after: run.layer.restMilliseconds + 1)
        #expect(run.placedSlots == ["detail"])
    }

    @Test func aPreviewMadeLateForEachMoveStillWaitsForTheSelectionToRest() {
        let run = Run(.sixel)
        let preview = Self.preview
        run.frame(preview(0))
        #expect(run.placedSlots == ["detail"])
        // A held key on a loaded machine: each photo's preview is made only after a few moves,
        // past the rest period since the slot went away; the next move takes it away again.
        for index in 1...4 {
            for _ in 0..<4 { run.frame(preview(nil), after: 33) }
            run.frame(preview(index), after: 33)
            #expect(run.placedSlots.isEmpty, "preview \(index)")
            #expect(run.wakes == [run.layer.restMilliseconds + 1])
        }
        run.frame(preview(4), after: run.layer.restMilliseconds + 1)
        #expect(run.placedSlots == ["detail"])
    }

    @Test func scrollingFarRemembersThePlacesOfTheRowsOnScreenNotOfEveryRowPassed() {
        let run = Run(.sixel)
        let steps = GraphicsLayer.keptPlacesOfGoneSlots + 10
        for top in 0..<steps { run.frame(Self.list(top: top), after: 30) }
        #expect(run.layer.rememberedPlaceCount <= 5 + GraphicsLayer.keptPlacesOfGoneSlots)
        // Still moving: nothing placed; at rest, the rows on screen.
        #expect(run.placedSlots.isEmpty)
        run.frame(Self.list(top: steps - 1), after: run.layer.restMilliseconds + 1)
        #expect(run.placedSlots == (steps - 1..<steps + 4).map { "row-\($0)" })
    }

    @Test func kittyMovesAtOnceWithoutWaiting() {
        let run = Run(.kitty)
        let kittyImages = (0..<6).map { GraphicsImage(graphicsProtocol: .kitty, columns: 10, rows: 3, pixelWidth: 90, pixelHeight: 54,
                                                      chunks: [Array("QUJD\($0)".utf8)], encodeMilliseconds: 1) }
        func list(top: Int) -> CellBuffer {
            var buffer = CellBuffer(size: Self.screen)
            for row in 0..<5 {
                ImageView(cells: nil, pixels: kittyImages[top + row], slot: "row-\(top + row)", key: "t\(top + row)", waitsForRest: true)
                    .render(in: Rect(x: 1, y: row * 3, width: 10, height: 3), into: &buffer)
            }
            return buffer
        }
        run.frame(list(top: 0))
        run.frame(list(top: 1), after: 10)
        #expect(run.placedSlots.count == 5)
        #expect(run.wakes.isEmpty)
    }

    @Test func aFrameWritesAtMostItsBudgetAndTheRestFollows() {
        let run = Run(.sixel)
        run.layer.bytesPerFrame = 12_000
        run.frame(Self.list(top: 0))
        // Two thumbnails of ~5 KB fit; the others wait for the next frames.
        #expect(run.placedSlots == ["row-0", "row-1"])
        #expect(run.wakes == [16])
        run.frame(Self.list(top: 0), after: 16)
        #expect(run.placedSlots == ["row-2", "row-3"])
        run.frame(Self.list(top: 0), after: 16)
        #expect(run.placedSlots == ["row-4"])
        #expect(run.wakes.isEmpty)
    }

    @Test func aPreviewUnderAnOverlayIsEncodedAgainInTheParts() throws {
        let run = Run(.sixel)
        let box = Requested()
        let preview = GraphicsImage(graphicsProtocol: .sixel, columns: 20, rows: 10, pixelWidth: 180, pixelHeight: 180,
                                    chunks: [Array("\u{1B}Pqwhole\u{1B}\\".utf8)], encodeMilliseconds: 1,
                                    cropping: .reencoded { source in
                                        box.append(source)
                                        return GraphicsImage(graphicsProtocol: .sixel, columns: source.width / 9, rows: source.height / 18,
                                                             pixelWidth: source.width, pixelHeight: source.height,
                                                             chunks: [Array("\u{1B}Pqpart\u{1B}\\".utf8)], encodeMilliseconds: 1)
                                    })
        func frame(overlay: Rect?) -> CellBuffer {
            var buffer = CellBuffer(size: Self.screen)
            ImageView(cells: nil, pixels: preview, slot: "detail", key: "p").render(in: Rect(x: 10, y: 2, width: 20, height: 10), into: &buffer)
            if let overlay { buffer.fill(overlay, with: Cell(symbol: "#", style: .plain)) }
            return buffer
        }
        run.frame(frame(overlay: nil))
        // A box over the right half of the middle rows: the photo is repainted, then three parts go.
        let overlay = Rect(x: 20, y: 5, width: 15, height: 3)
        run.frame(frame(overlay: overlay))
        #expect(run.output.repaints == [Rect(x: 10, y: 2, width: 20, height: 10)])
        let parts = try #require(run.layer.shownParts["detail"])
        #expect(parts.map(\.rect) == [Rect(x: 10, y: 2, width: 20, height: 3), Rect(x: 10, y: 5, width: 10, height: 3),
                                      Rect(x: 10, y: 8, width: 20, height: 4)])
        #expect(box.all == [Rect(x: 0, y: 0, width: 180, height: 54), Rect(x: 0, y: 54, width: 90, height: 54),
                                         Rect(x: 0, y: 108, width: 180, height: 72)])
        #expect(String(decoding: run.output.written, as: UTF8.self).components(separatedBy: "Pqpart").count - 1 == 3)
        // The same overlay in the next frame: nothing to do, nothing encoded again.
        run.frame(frame(overlay: overlay))
        #expect(run.output.written.isEmpty && run.output.repaints.isEmpty)
        #expect(box.all.count == 3)
        // Closed: the parts are repainted and the whole photo goes again.
        run.frame(frame(overlay: nil))
        #expect(run.output.repaints.count == 3)
        #expect(String(decoding: run.output.written, as: UTF8.self).contains("Pqwhole"))
    }

    @Test func theDriverTableGivesEachProtocolItsDriver() {
        #expect(GraphicsDriverTable.driver(for: .kitty) is KittyDriver)
        #expect(GraphicsDriverTable.driver(for: .sixel) is SixelDriver)
        #expect(GraphicsDriverTable.driver(for: .iterm2) is ITerm2Driver)
        #expect(GraphicsDriverTable.driver(for: nil) is CellDriver)
        // No hardware scrolling where pixels outlive the cells that erased them (sixel, iTerm2)
        // or where a scroll frees an image whose id the driver keeps (kitty).
        #expect(GraphicsProtocol.allCases.filter { !GraphicsDriverTable.driver(for: $0).allowsHardwareScrolling } == [.kitty, .sixel, .iterm2])
        #expect(GraphicsDriverTable.rows.last.map { $0.protocolName } == "symbols")
    }
}
