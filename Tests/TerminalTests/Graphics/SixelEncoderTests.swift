import Testing
@testable import Terminal

@Suite struct SixelEncoderTests {
    @Test func aSolidImageIsOneSixelSequenceOfItsColourAtTheCellsSize() throws {
        let (columns, rows, cellWidth, cellHeight) = (8, 3, 9, 19)
        let (width, height) = (columns * cellWidth, rows * cellHeight / 6 * 6)
        let red: [UInt8] = Array((0..<(width * height)).map { _ -> [UInt8] in [255, 0, 0] }.joined())
        let image = try #require(SixelEncoder.encode(rgb: red, width: width, height: height, columns: columns, rows: rows,
                                                     cellWidth: cellWidth, cellHeight: cellHeight))
        let text = String(decoding: image.chunks[0], as: UTF8.self)
        #expect(image.chunks.count == 1)
        #expect(text.hasPrefix("\u{1B}P"))
        #expect(text.hasSuffix("\u{1B}\\"))
        // Raster attributes: 1:1 pixels, the cells' width, a height cut to whole sixes.
        #expect(text.contains("\"1;1;\(width);\(rows * cellHeight / 6 * 6)"))
        #expect(image.pixelHeight % 6 == 0)
        // The one colour register is (close to) pure red, in sixel's percentages.
        #expect(text.contains(";2;100;0;0"))
        // No ESC inside the image data (it would end the sequence early).
        #expect(text.dropFirst().dropLast(2).contains("\u{1B}") == false)
    }

    @Test func mismatchedPixelsAreRefused() {
        #expect(SixelEncoder.encode(rgb: [0, 0, 0], width: 2, height: 1, columns: 1, rows: 1, cellWidth: 2, cellHeight: 6) == nil)
        #expect(SixelEncoder.encode(rgb: [0, 0, 0], width: 1, height: 1, columns: 0, rows: 1, cellWidth: 2, cellHeight: 6) == nil)
    }
}
