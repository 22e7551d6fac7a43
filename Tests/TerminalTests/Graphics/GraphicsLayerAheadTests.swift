import Testing
@testable import Terminal

/// Images sent ahead (the full-screen view's next and previous photos): kitty gets them once the
/// layer is quiet, one a frame, so that `n` only places an id it holds; they are freed once no
/// frame asks for them; other protocols send nothing ahead. In virtual time (the layer's clock).
@Suite struct GraphicsLayerAheadTests {
    typealias Run = GraphicsLayerPacingTests.Run

    private static let screen = Size(width: 40, height: 20)
    private static let area = Rect(x: 0, y: 0, width: 40, height: 19)

    private static func photo(_ name: String, _ graphicsProtocol: GraphicsProtocol = .kitty) -> GraphicsImage {
        GraphicsImage(graphicsProtocol: graphicsProtocol, columns: area.width, rows: area.height, pixelWidth: 400, pixelHeight: 380,
                      chunks: [Array(repeating: UInt8(ascii: "Q"), count: 2_000) + Array(name.utf8)], encodeMilliseconds: 1)
    }

    private static let photos = ["a", "b", "c", "d"].reduce(into: [String: GraphicsImage]()) { $0[$1] = photo($1) }

    /// Photo `shown` over the screen, with `ahead` asked to be held.
    private static func fullScreen(_ shown: String, ahead: [String], images: [String: GraphicsImage] = photos) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        ImageView(cells: nil, pixels: images[shown], slot: "detail", key: shown).render(in: area, into: &buffer)
        for (index, name) in ahead.enumerated() {
            // ImageView keys its request by the key and the size, as the full-screen view does.
            buffer.graphics.append(GraphicsRequest(slot: "ahead \(index + 1)", key: "\(name) \(area.width)x\(area.height)", rect: area, image: images[name]!, reserved: [],
                                                   isAhead: true))
        }
        return buffer
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theNeighboursGoOnceTheLayerIsQuietOneAFrameAndNIsOnlyAPlacement() throws {
        let run = Run(.kitty)
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]))
        // The frame the user waits for carries its own photo only.
        #expect(run.events.map { "\($0.action) \($0.slot) \($0.reason)" } == ["place detail new"])
        #expect(run.wakes == [61])
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 30)
        #expect(run.events.isEmpty)
        #expect(run.wakes == [31])
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 31)
        // Traced as a transmission (shown nowhere), not a placement: nothing is on screen there.
        #expect(run.events.map { "\($0.action) \($0.slot) \($0.reason)" } == ["transmit ahead 1 ahead"])
        #expect(Self.text(run.output.written).contains("a=t,f=100,"))
        #expect(!Self.text(run.output.written).contains("a=p,"))
        #expect(run.wakes == [60])
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 60)
        #expect(run.events.map { "\($0.action) \($0.slot) \($0.reason)" } == ["transmit ahead 2 ahead"])
        #expect(run.wakes.isEmpty)
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 500)
        #expect(run.output.written.isEmpty)

        // `n`: b is placed by the id kitty holds; a, shown before, is held already.
        run.frame(Self.fullScreen("b", ahead: ["c", "a"]), after: 100)
        let placed = try #require(run.events.first { $0.action == .place })
        #expect(placed.reason == "ahead")
        #expect(placed.bytes < 100)
        #expect(!Self.text(run.output.written).contains("a=t,"))
        #expect(!Self.text(run.output.written).contains("d=I"))
        let kitty = try #require(run.layer.driver as? KittyDriver)
        #expect(kitty.storedImages == 3)
        #expect(kitty.imagesAhead == 1)
    }

    @Test func anImageHeldAheadIsFreedWhenNoLongerANeighbourOrTheViewCloses() throws {
        let run = Run(.kitty)
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]))
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 61)
        run.frame(Self.fullScreen("a", ahead: ["b", "c"]), after: 60)
        let kitty = try #require(run.layer.driver as? KittyDriver)
        #expect(kitty.imagesAhead == 2)
        // c is no longer a neighbour (the list changed): freed by id at once.
        run.frame(Self.fullScreen("a", ahead: ["b", "d"]), after: 10)
        #expect(Self.text(run.output.written).filter { $0 == "_" }.count == 1)
        #expect(Self.text(run.output.written).contains("a=d,d=I,"))
        #expect(kitty.imagesAhead == 1)
        #expect(kitty.storedImages == 2)
        // The view closes: the list shows no photo over the screen and asks for nothing ahead.
        run.frame(CellBuffer(size: Self.screen), after: 10)
        #expect(kitty.imagesAhead == 0)
        #expect(kitty.storedImages == 1)
        #expect(Self.text(run.output.written).contains("a=d,d=I,"))
    }

    @Test func anImageKittyLostIsSentAheadAgain() throws {
        let run = Run(.kitty)
        run.frame(Self.fullScreen("a", ahead: ["b"]))
        run.frame(Self.fullScreen("a", ahead: ["b"]), after: 61)
        let kitty = try #require(run.layer.driver as? KittyDriver)
        let id = try #require(Self.imageIDs(in: run.output.written).first)
        #expect(run.layer.received(.kittyGraphics(id: Int(id), message: "ENOENT:No such image")))
        #expect(kitty.imagesAhead == 0)
        run.frame(Self.fullScreen("a", ahead: ["b"]), after: 61)
        // Traced as a transmission (shown nowhere), not a placement: nothing is on screen there.
        #expect(run.events.map { "\($0.action) \($0.slot) \($0.reason)" } == ["transmit ahead 1 ahead"])
        #expect(kitty.imagesAhead == 1)
    }

    @Test func underTmuxTheImageGoesInPassthroughAndAsksForNoAnswer() {
        let run = Run(.kitty)
        run.layer.tmuxPaneOffset = Point(x: 0, y: 0)
        run.frame(Self.fullScreen("a", ahead: ["b"]))
        run.frame(Self.fullScreen("a", ahead: ["b"]), after: 61)
        let written = Self.text(run.output.written)
        #expect(written.hasPrefix("\u{1B}Ptmux;"))
        #expect(written.contains("a=t,f=100,"))
        #expect(written.contains("q=2"))
        #expect(!written.contains("q=1"))
    }

    @Test func sixelSendsNothingAheadAndAsksForNoFrame() {
        let images = ["a", "b"].reduce(into: [String: GraphicsImage]()) { $0[$1] = Self.photo($1, .sixel) }
        let run = Run(.sixel)
        run.frame(Self.fullScreen("a", ahead: ["b"], images: images))
        #expect(run.placedSlots == ["detail"])
        #expect(run.wakes.isEmpty)
        run.frame(Self.fullScreen("a", ahead: ["b"], images: images), after: 500)
        #expect(run.events.isEmpty)
        #expect(run.output.written.isEmpty)
    }

    /// The ids of the images transmitted in `bytes` (`a=t,…,i=N`).
    private static func imageIDs(in bytes: [UInt8]) -> [UInt32] {
        text(bytes).components(separatedBy: "a=t,").dropFirst().compactMap { part in
            part.components(separatedBy: ",").first { $0.hasPrefix("i=") }.flatMap { UInt32($0.dropFirst(2)) }
        }
    }
}
