import Testing
@testable import Terminal

@Suite struct SixelEncoderTests {
    @Test func aSolidImageIsOneSixelSequenceOfItsColourAtTheCellsSize() throws {
        let (columns, rows, cellWidth, cellHeight) = (8, 3, 9, 19)
        let (width, height) = (columns * cellWidth, rows * cellHeight)
        let red = [UInt8](repeating: 0, count: width * height * 3).enumerated().map { $0.offset % 3 == 0 ? 255 : 0 } as [UInt8]
        let image = try #require(SixelEncoder.encode(rgb: red, width: width, height: height, columns: columns, rows: rows,
                                                     cellWidth: cellWidth, cellHeight: cellHeight))
        let sequence = try SixelSequence(image)
        #expect(image.chunks.count == 1)
        #expect(sequence.introducer == "\u{1B}P")
        #expect(sequence.terminator == "\u{1B}\\")
        // Raster attributes: 1:1 pixels, every pixel row of the cells (57 is not a multiple of six).
        #expect(sequence.rasterAttributes == [1, 1, width, height])
        #expect((image.pixelWidth, image.pixelHeight) == (width, height))
        // Every register defined is (close to) pure red, in sixel's RGB percentages.
        #expect(!sequence.registers.isEmpty)
        #expect(sequence.registers.values.allSatisfy { $0 == [100, 0, 0] })
        // Ten bands of six pixel rows: nine whole, the last one three rows high.
        #expect(sequence.bands == (height + 5) / 6)
        #expect(sequence.body.contains("\u{1B}") == false)
    }

    @Test func aPhotoLikeImageUsesAtMostThePaletteAndStaysSmall() throws {
        let (columns, rows, cellWidth, cellHeight) = (30, 10, 9, 19)
        let (width, height) = (columns * cellWidth, rows * cellHeight)
        // A sky-like gradient with a fine texture: more colours than registers.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                rgb[i] = UInt8(60 + 180 * y / height)
                rgb[i + 1] = UInt8(80 + 100 * x / width)
                rgb[i + 2] = UInt8(200 - 120 * y / height + (x * 7 + y * 13) % 11)
            }
        }
        let image = try #require(SixelEncoder.encode(rgb: rgb, width: width, height: height, columns: columns, rows: rows,
                                                     cellWidth: cellWidth, cellHeight: cellHeight))
        let sequence = try SixelSequence(image)
        #expect(sequence.rasterAttributes == [1, 1, width, height])
        #expect(sequence.registers.count > 16)
        #expect(sequence.registers.count <= Int(SixelEncoder.paletteSize))
        #expect(sequence.registers.values.allSatisfy { $0.count == 3 && $0.allSatisfy { (0...100).contains($0) } })
        #expect(sequence.bands == height / 6 + (height % 6 == 0 ? 0 : 1))
        // Under two bytes a pixel (#10's budget is 250 KB for a ~640×540 preview).
        #expect(image.byteCount < width * height * 2)
        #expect(image.encodeMilliseconds >= 0)
    }

    @Test func aTerminalWithFewerRegistersGetsNoMoreColours() throws {
        let (width, height) = (90, 57)
        let rgb = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 300) }
        let image = try #require(SixelEncoder.encode(rgb: rgb, width: width, height: height, columns: 10, rows: 3,
                                                     cellWidth: 9, cellHeight: 19, colorRegisters: 16))
        let sequence = try SixelSequence(image)
        #expect((1...16).contains(sequence.registers.count))
        #expect(sequence.registers.keys.allSatisfy { $0 < 16 })
    }

    @Test func theCallersPixelsAreLeftAsTheyWere() throws {
        let (width, height) = (18, 19)
        let rgb = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 * 37) }
        let copy = rgb
        _ = try #require(SixelEncoder.encode(rgb: rgb, width: width, height: height, columns: 2, rows: 1, cellWidth: 9, cellHeight: 19))
        #expect(rgb == copy)
    }

    @Test func pixelsThatDoNotMatchOrOverflowTheCellsAreRefused() {
        #expect(SixelEncoder.encode(rgb: [0, 0, 0], width: 2, height: 1, columns: 1, rows: 1, cellWidth: 2, cellHeight: 6) == nil)
        #expect(SixelEncoder.encode(rgb: [0, 0, 0], width: 1, height: 1, columns: 0, rows: 1, cellWidth: 2, cellHeight: 6) == nil)
        let tall = [UInt8](repeating: 9, count: 2 * 7 * 3)
        #expect(SixelEncoder.encode(rgb: tall, width: 2, height: 7, columns: 1, rows: 1, cellWidth: 2, cellHeight: 6) == nil)
        #expect(SixelEncoder.encode(rgb: tall, width: 2, height: 7, columns: 1, rows: 2, cellWidth: 2, cellHeight: 6) != nil)
    }
}
