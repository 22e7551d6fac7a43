import Testing
@testable import Terminal

@Suite struct ImageViewTests {
    /// 2×1 cells: a red/grey half block and a black/white one.
    private var cells: ImageCells {
        ImageCells(columns: 2, rows: 1, cells: [
            ImageCell(symbol: "▀", foreground: .palette(196), background: .palette(244)),
            ImageCell(symbol: "▀", foreground: .palette(16), background: .palette(231)),
        ])
    }

    @Test func centresTheImageAndClearsAroundIt() {
        var buffer = CellBuffer.withLines(["xxxxxx", "xxxxxx", "xxxxxx"])
        ImageView(cells: cells).render(in: Rect(x: 0, y: 0, width: 6, height: 3), into: &buffer)
        #expect(buffer.lines == ["      ", "  ▀▀  ", "      "])
        #expect(buffer[2, 1].style == Style(foreground: .palette(196), background: .palette(244)))
        #expect(buffer[3, 1].style == Style(foreground: .palette(16), background: .palette(231)))
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func staysInsideItsArea() {
        var buffer = CellBuffer.withLines(["abcdef", "abcdef"])
        let wide = ImageCells(columns: 4, rows: 2, cells: Array(repeating: ImageCell(symbol: "█", foreground: .rgb(1, 2, 3), background: .default), count: 8))
        ImageView(cells: wide).render(in: Rect(x: 1, y: 0, width: 2, height: 1), into: &buffer)
        #expect(buffer.lines == ["a██def", "abcdef"])
    }

    @Test func drawsOnlyTheBackgroundWithoutCells() {
        var buffer = CellBuffer.withLines(["abc"])
        ImageView(cells: nil, background: Style(background: .palette(236))).render(in: Rect(x: 0, y: 0, width: 2, height: 1), into: &buffer)
        #expect(buffer.lines == ["  c"])
        #expect(buffer[0, 0].style.background == .palette(236))
    }

    @Test func pixelsAskForTheirPlaceOverTheCells() {
        var buffer = CellBuffer.withLines(["xxxxxx", "xxxxxx", "xxxxxx"])
        let pixels = GraphicsImage(graphicsProtocol: .kitty, columns: 2, rows: 1, pixelWidth: 18, pixelHeight: 18, chunks: [], encodeMilliseconds: 0)
        ImageView(cells: cells, pixels: pixels, slot: "detail", key: "p1").render(in: Rect(x: 0, y: 0, width: 6, height: 3), into: &buffer)
        #expect(buffer.lines == ["      ", "  ▀▀  ", "      "])
        #expect(buffer.graphics.count == 1)
        let request = buffer.graphics[0]
        #expect(request.slot == "detail")
        #expect(request.key == "p1 2x1")
        #expect(request.rect == Rect(x: 2, y: 1, width: 2, height: 1))
        #expect(request.reserved == [buffer[2, 1], buffer[3, 1]])
        buffer.clear()
        #expect(buffer.graphics.isEmpty)
    }

    @Test func pixelsMadeForALargerAreaAreNotPlaced() {
        var buffer = CellBuffer.withLines(["xxxx", "xxxx"])
        let pixels = GraphicsImage(graphicsProtocol: .sixel, columns: 5, rows: 1, pixelWidth: 45, pixelHeight: 18, chunks: [], encodeMilliseconds: 0)
        ImageView(cells: cells, pixels: pixels).render(in: Rect(x: 0, y: 0, width: 4, height: 2), into: &buffer)
        #expect(buffer.graphics.isEmpty)
        #expect(buffer.lines == [" ▀▀ ", "    "])
    }
}
