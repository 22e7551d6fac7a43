import Testing
@testable import Terminal

@Suite struct ImageCellsCellBufferTests {
    @Test func rendersConvertedCellsIntoABufferIn256Colours() {
        let pixels = TestPixels.from([[(255, 0, 0), (0, 0, 0)], [(128, 128, 128), (255, 255, 255)]])
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.draw(HalfBlockConverter.convert(pixels, columns: 2, rows: 1, mode: .palette240), at: Point(x: 1, y: 0))
        #expect(buffer.lines == [" ▀▀ "])
        #expect(buffer[1, 0].style == Style(foreground: .palette(196), background: .palette(244)))
        #expect(buffer[2, 0].style == Style(foreground: .palette(16), background: .palette(231)))
    }

    @Test func rendersConvertedCellsIntoABufferInTruecolor() {
        let pixels = TestPixels.from([[(255, 0, 0), (0, 0, 0)], [(128, 128, 128), (10, 200, 90)]])
        var buffer = CellBuffer(width: 2, height: 1)
        buffer.draw(HalfBlockConverter.convert(pixels, columns: 2, rows: 1, mode: .truecolor), at: Point(x: 0, y: 0))
        #expect(buffer[0, 0].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(128, 128, 128)))
        #expect(buffer[1, 0].style == Style(foreground: .rgb(0, 0, 0), background: .rgb(10, 200, 90)))
    }

    @Test func writesSextantsAsSingleCells() {
        var buffer = CellBuffer(width: 3, height: 1)
        let sextant = ImageCells(columns: 1, rows: 1, cells: [ImageCell(symbol: "\u{1FB0B}", foreground: .palette(46), background: .palette(16))])
        buffer.draw(sextant, at: Point(x: 1, y: 0))
        #expect(buffer[1, 0].symbol == "\u{1FB0B}" && buffer[1, 0].width == 1)
        #expect(buffer[2, 0].symbol == " ")
    }
}
