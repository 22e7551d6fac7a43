import Testing
@testable import Terminal

@Suite struct SixelDriverTests {
    /// A photo-like gradient with noise, `width × height`.
    private static func pixels(width: Int, height: Int) -> RGBPixels {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        var seed: UInt32 = 7
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 28)
                bytes += [UInt8(clamping: x * 255 / width + noise), UInt8(clamping: y * 255 / height + noise), UInt8(clamping: 128 + noise * 4)]
            }
        }
        return RGBPixels(width: width, height: height, bytes: bytes)
    }

    private static let options = GraphicsEncodingOptions(cellPixels: Size(width: 9, height: 18))

    @Test func withinItsCeilingTheDitherIsAtkinsonAndOverItTheSmallestWins() throws {
        let pixels = Self.pixels(width: 90, height: 54)
        let atkinson = try #require(SixelEncoder.encode(rgb: pixels.bytes, width: 90, height: 54, columns: 10, rows: 3, cellWidth: 9, cellHeight: 18))
        let sizes = try SixelEncoder.Dither.allCases.map { dither in
            try #require(SixelEncoder.encode(rgb: pixels.bytes, width: 90, height: 54, columns: 10, rows: 3, cellWidth: 9, cellHeight: 18,
                                             dither: dither)).byteCount
        }
        let roomy = try #require(SixelDriver.encode(pixels, columns: 10, rows: 3, options: Self.options))
        #expect(roomy.byteCount == atkinson.byteCount)
        var tight = Self.options
        tight.maxBytes = 1
        let squeezed = try #require(SixelDriver.encode(pixels, columns: 10, rows: 3, options: tight))
        #expect(squeezed.byteCount == sizes.min())
        #expect(squeezed.pixelWidth == 90 && squeezed.pixelHeight == 54)
    }

    @Test func keptPixelsEncodeAPartAgainAtItsCells() throws {
        var options = Self.options
        options.keepsPixelsForCrops = true
        let image = try #require(SixelDriver.encode(Self.pixels(width: 90, height: 54), columns: 10, rows: 3, options: options))
        guard case .reencoded(let part) = image.cropping else { Issue.record("no crop"); return }
        let right = try #require(part(Rect(x: 45, y: 18, width: 45, height: 36)))
        #expect(right.columns == 5 && right.rows == 2 && right.pixelWidth == 45 && right.pixelHeight == 36)
        #expect(!right.canCrop)
    }
}
