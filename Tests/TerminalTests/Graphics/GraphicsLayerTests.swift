import Testing
@testable import Terminal

/// The placement registry's plans, frame by frame, against an output that records repaints and
/// bytes (no terminal).
@Suite struct GraphicsLayerTests {
    final class RecordingOutput: GraphicsOutput {
        var repaints: [Rect] = []
        var written: [UInt8] = []
        func repaint(_ rect: Rect) { repaints.append(rect) }
        func writeRaw(_ bytes: [UInt8]) { written += bytes }
        var text: String { String(decoding: written, as: UTF8.self) }
        func take() -> String { defer { written = []; repaints = [] }; return text }
    }

    private static let screen = Size(width: 40, height: 12)

    private static func image(_ graphicsProtocol: GraphicsProtocol, columns: Int = 10, rows: Int = 4) -> GraphicsImage {
        GraphicsImage(graphicsProtocol: graphicsProtocol, columns: columns, rows: rows, pixelWidth: columns * 9, pixelHeight: rows * 18,
                      chunks: graphicsProtocol == .kitty ? [Array("QUJD".utf8), Array("REVG".utf8)] : [Array("\u{1B}Pq#0~-\u{1B}\\".utf8)],
                      encodeMilliseconds: 1.5)
    }

    /// A frame with an `ImageView` of `image` in `area`, and optionally an overlay box.
    private static func frame(_ image: GraphicsImage?, in area: Rect = Rect(x: 2, y: 1, width: 10, height: 4), key: String = "a",
                              overlay: Rect? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        buffer.draw("status", at: Point(x: 0, y: 11), width: 40)
        ImageView(cells: nil, pixels: image, slot: "detail", key: key).render(in: area, into: &buffer)
        if let overlay { buffer.fill(overlay, with: Cell(symbol: "#", style: .plain)) }
        return buffer
    }

    private func run(_ layer: GraphicsLayer, _ frame: CellBuffer) {
        layer.prepare(frame)
        layer.commit()
    }

    @Test func kittyTransmitsOncePlacesAtTheRectAndSendsNothingForAnUnchangedFrame() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        let image = Self.image(.kitty)
        run(layer, Self.frame(image))
        let first = output.take()
        #expect(first.contains("a=t,f=100,i="))
        #expect(first.contains(",q=1,m=1;"))  // the transmit answers errors too
        #expect(first.contains("\u{1B}7\u{1B}[2;3H\u{1B}_Ga=p,"))
        // Outside tmux a placement asks for error answers only (kitty's ENOENT for a freed image).
        #expect(first.contains(",c=10,r=4,C=1,q=1\u{1B}\\\u{1B}8"))
        #expect(layer.shownSlots == ["detail": Rect(x: 2, y: 1, width: 10, height: 4)])
        run(layer, Self.frame(image))
        #expect(output.take().isEmpty)
    }

    @Test func kittyMovePlacesTheSamePlacementAgainWithoutDeletingOrRetransmitting() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        let image = Self.image(.kitty)
        run(layer, Self.frame(image))
        _ = output.take()
        run(layer, Self.frame(image, in: Rect(x: 20, y: 3, width: 10, height: 4)))
        let moved = output.take()
        // The same image and placement id placed again replaces the placement: no delete.
        #expect(!moved.contains("a=d"))
        #expect(moved.contains("\u{1B}[4;21H\u{1B}_Ga=p,"))
        #expect(moved.contains(",p=1,"))
        #expect(!moved.contains("a=t"))
        #expect(moved.utf8.count < 100)
    }

    @Test func anOverlayOverTheImageTakesWhatItCoversAndClosingItPutsItBack() {
        for graphicsProtocol in GraphicsProtocol.allCases {
            let output = RecordingOutput()
            let layer = GraphicsLayer(graphicsProtocol: graphicsProtocol, output: output)
            let image = Self.image(graphicsProtocol)
            run(layer, Self.frame(image))
            _ = output.take()
            let overlay = Rect(x: 8, y: 2, width: 10, height: 3)
            run(layer, Self.frame(image, overlay: overlay))
            if graphicsProtocol == .kitty {
                // Kitty crops: the image stays around the overlay, placed again by id in two parts.
                #expect(!output.text.contains("a=t,"))
                #expect(output.repaints.isEmpty)
                #expect(layer.shownParts["detail"]?.map(\.rect) == [Rect(x: 2, y: 1, width: 10, height: 1), Rect(x: 2, y: 2, width: 6, height: 3)])
                #expect(layer.shownParts["detail"]?.allSatisfy { $0.rect.intersection(overlay).isEmpty } == true)
            } else {
                // An image that kept no pixels to cut shows its cells.
                #expect(output.repaints == [Rect(x: 2, y: 1, width: 10, height: 4)], "\(graphicsProtocol)")
                #expect(layer.shownSlots.isEmpty)
            }
            _ = output.take()
            run(layer, Self.frame(image))
            #expect(output.text.contains("\u{1B}[2;3H"), "\(graphicsProtocol)")
            #expect(layer.shownParts == ["detail": [GraphicsPart(rect: Rect(x: 2, y: 1, width: 10, height: 4))]])
        }
    }

    @Test func sixelReplacedIsRepaintedThenTheNewOneWritten() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .sixel, output: output)
        run(layer, Self.frame(Self.image(.sixel), key: "a"))
        _ = output.take()
        let next = Self.image(.sixel, columns: 8, rows: 4)
        run(layer, Self.frame(next, key: "b"))
        #expect(output.repaints == [Rect(x: 2, y: 1, width: 10, height: 4)])
        // The old image's cells written over with spaces (before the cells go out: xterm takes
        // a sixel's pixels away only under written text), then the new one.
        let blanks = "\u{1B}7" + (2...5).map { "\u{1B}[\($0);3H" + String(repeating: " ", count: 10) }.joined() + "\u{1B}8"
        #expect(output.text == blanks + "\u{1B}7\u{1B}[2;4H\u{1B}Pq#0~-\u{1B}\\\u{1B}8")
    }

    @Test func cellsSentAgainPlaceASixelAgainButLeaveKittysImagesAlone() {
        for graphicsProtocol in [GraphicsProtocol.sixel, .kitty] {
            let output = RecordingOutput()
            let layer = GraphicsLayer(graphicsProtocol: graphicsProtocol, output: output)
            let image = Self.image(graphicsProtocol)
            run(layer, Self.frame(image))
            _ = output.take()
            // The same frame, but the backend sent every cell again (its color pairs started over).
            layer.cellsRepainted()
            run(layer, Self.frame(image))
            if graphicsProtocol == .sixel {
                #expect(output.repaints.isEmpty)
                #expect(output.text == "\u{1B}7\u{1B}[2;3H\u{1B}Pq#0~-\u{1B}\\\u{1B}8")
            } else {
                #expect(output.text.isEmpty)
            }
            #expect(layer.shownSlots == ["detail": Rect(x: 2, y: 1, width: 10, height: 4)])
        }
    }

    @Test func insideTmuxASixelIsErasedByRepaintAlone() {
        // tmux's redraw wipes the outer terminal's sixels; a write behind its back would
        // falsify its idea of the outer screen.
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .sixel, output: output, tmuxPaneOffset: Point(x: 0, y: 1))
        run(layer, Self.frame(Self.image(.sixel), key: "a"))
        _ = output.take()
        run(layer, Self.frame(nil))
        #expect(output.repaints == [Rect(x: 2, y: 1, width: 10, height: 4)])
        #expect(output.text.isEmpty)
    }

    @Test func leavingTheImageTakesItAway() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .iterm2, output: output)
        var events: [GraphicsTraceEvent] = []
        layer.trace = { events.append($0) }
        run(layer, Self.frame(Self.image(.iterm2)))
        run(layer, Self.frame(nil))
        #expect(output.repaints == [Rect(x: 2, y: 1, width: 10, height: 4)])
        #expect(events.map(\.action) == [.place, .delete])
        #expect(events[0].line.hasPrefix("action=place slot=detail rect=2,1,10,4 protocol=iterm2 bytes="))
        #expect(events[1].line.contains("reason=gone"))
    }

    @Test func eachFrameIsStampedWhenItsDiffBeginsItsCellsWereFlushedAndItsBytesWritten() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        var stamps: [GraphicsFrameStamp] = []
        layer.stamp = { stamps.append($0) }
        let image = Self.image(.kitty)
        run(layer, Self.frame(image))
        let written = output.take().utf8.count
        run(layer, Self.frame(image))  // unchanged: nothing to write
        #expect(stamps == [
            GraphicsFrameStamp(stage: .prepare, frame: 1), GraphicsFrameStamp(stage: .flushed, frame: 1),
            GraphicsFrameStamp(stage: .written, frame: 1, bytes: written),
            GraphicsFrameStamp(stage: .prepare, frame: 2), GraphicsFrameStamp(stage: .flushed, frame: 2),
            GraphicsFrameStamp(stage: .written, frame: 2, bytes: 0),
        ])
        #expect(stamps[2].line == "stamp=written frame=1 bytes=\(written)")
    }

    @Test func aResetForgetsWhatWasShownAndKittyTransmitsAgain() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        let image = Self.image(.kitty)
        run(layer, Self.frame(image))
        layer.reset(reason: "resize")
        #expect(layer.shownSlots.isEmpty)
        _ = output.take()
        run(layer, Self.frame(image))
        #expect(output.text.contains("a=d,d=I,"))  // the old data freed, in case the terminal kept it
        #expect(output.text.contains("a=t,"))
        #expect(output.text.contains("a=p,"))
    }

    /// The id kitty knows the image by, from its transmit.
    private static func transmittedID(_ text: String) -> Int? {
        guard let range = text.range(of: "a=t,f=100,i=") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func kittyAnsweringENOENTMakesTheNextFrameTransmitTheImageAgain() throws {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        var events: [GraphicsTraceEvent] = []
        layer.trace = { events.append($0) }
        let image = Self.image(.kitty)
        run(layer, Self.frame(image))
        let id = try #require(Self.transmittedID(output.take()))
        // Not an error, or not an image of ours: nothing to do.
        #expect(!layer.received(.kittyGraphics(id: id, message: "OK")))
        #expect(!layer.received(.kittyGraphics(id: id + 1000, message: "ENOENT:Put command refers to non-existent image")))
        #expect(!layer.received(.version("kitty(0.26.5)")))
        #expect(layer.shownSlots.count == 1)

        #expect(layer.received(.kittyGraphics(id: id, message: "ENOENT:Put command refers to non-existent image with id: \(id)")))
        #expect(layer.shownSlots.isEmpty)
        #expect(events.last?.line.contains("reason=lost-ENOENT ") == true)
        #expect(output.take().isEmpty)  // nothing to erase: kitty holds nothing
        run(layer, Self.frame(image))
        let again = output.take()
        let newID = try #require(Self.transmittedID(again))
        #expect(newID != id)
        #expect(again.contains("a=p,i=\(newID),"))
        #expect(layer.shownSlots == ["detail": Rect(x: 2, y: 1, width: 10, height: 4)])
    }

    @Test func anImageKittyKeepsLosingIsNotSentAgainForever() throws {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        let image = Self.image(.kitty)
        var answers: [Bool] = []
        for _ in 0...KittyDriver.retransmissions {
            run(layer, Self.frame(image))
            let id = try #require(Self.transmittedID(output.take()))
            answers.append(layer.received(.kittyGraphics(id: id, message: "ENOENT:no such image")))
        }
        #expect(answers == Array(repeating: true, count: KittyDriver.retransmissions) + [false])
        run(layer, Self.frame(image))
        #expect(!output.take().contains("a=t,"))
    }

    @Test func insideTmuxEverythingIsWrappedAndPlacedAtThePaneOffset() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output, tmuxPaneOffset: Point(x: 5, y: 1))
        run(layer, Self.frame(Self.image(.kitty)))
        let text = output.take()
        // Two transmission chunks and the placement, each in a passthrough of its own.
        #expect(text.components(separatedBy: "\u{1B}Ptmux;").count - 1 == 3)
        #expect(text.contains("\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}[3;8H\u{1B}\u{1B}_Ga=p,"))
        // For tmux's client terminal directly: the same removal, unwrapped.
        let direct = String(decoding: layer.directRemovalBytes, as: UTF8.self)
        #expect(direct.hasPrefix("\u{1B}_Ga=d,d=i,") && direct.hasSuffix("\u{1B}\\") && !direct.contains("tmux"))
        layer.hideAll(reason: "focus-out")
        #expect(output.text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=i,"))
        #expect(layer.shownSlots.isEmpty)
        #expect(layer.directRemovalBytes.isEmpty)
    }

    @Test func aHiddenLayerPlacesNothingUntilShownAgain() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output, tmuxPaneOffset: Point(x: 0, y: 1))
        run(layer, Self.frame(Self.image(.kitty)))
        layer.hideAll(reason: "focus-out")
        layer.isHidden = true
        _ = output.take()
        // Frames go on (a resize, a spinner): nothing is placed over the other pane.
        run(layer, Self.frame(Self.image(.kitty)))
        let hidden = output.take()
        #expect(!hidden.contains("a=p") && !hidden.contains("a=t"))
        #expect(layer.shownSlots.isEmpty)
        layer.isHidden = false
        run(layer, Self.frame(Self.image(.kitty)))
        #expect(output.text.contains("a=p,"))
        #expect(layer.shownSlots.count == 1)
    }

    @Test func kittyFreesTheOldestImagesBeyondItsCapacity() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output)
        kitty(layer).capacity = 2
        for key in ["a", "b", "c"] { run(layer, Self.frame(Self.image(.kitty), key: key)) }
        #expect(output.text.components(separatedBy: "a=d,d=I,").count - 1 == 1)
    }

    @Test func synchronizedOutputWrapsAFrameThatPlacesSomething() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .kitty, output: output, synchronizedOutput: true)
        run(layer, Self.frame(Self.image(.kitty)))
        #expect(output.text.hasPrefix("\u{1B}[?2026h"))
        #expect(output.text.hasSuffix("\u{1B}[?2026l"))
        _ = output.take()
        run(layer, Self.frame(nil))
        #expect(output.text.hasPrefix("\u{1B}[?2026h"))
    }

    @Test func newCellsUnderASixelPlaceItAgain() {
        let output = RecordingOutput()
        let layer = GraphicsLayer(graphicsProtocol: .sixel, output: output)
        let image = Self.image(.sixel)
        var first = CellBuffer(size: Self.screen)
        ImageView(cells: nil, pixels: image, slot: "detail", key: "a").render(in: Rect(x: 2, y: 1, width: 10, height: 4), into: &first)
        run(layer, first)
        _ = output.take()
        // The chafa cells arrived under the pixels: ncurses will draw them over the sixel.
        let cells = ImageCells(columns: 10, rows: 4, cells: Array(repeating: ImageCell(symbol: "▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6)), count: 40))
        var second = CellBuffer(size: Self.screen)
        ImageView(cells: cells, pixels: image, slot: "detail", key: "a").render(in: Rect(x: 2, y: 1, width: 10, height: 4), into: &second)
        run(layer, second)
        #expect(output.repaints == [Rect(x: 2, y: 1, width: 10, height: 4)])
        #expect(output.text.contains("\u{1B}Pq"))
    }
}

/// The kitty driver of a layer made for kitty (its capacity, budget and stored images).
func kitty(_ layer: GraphicsLayer) -> KittyDriver {
    layer.driver as! KittyDriver
}
