import Testing
@testable import Terminal

@Suite struct ITerm2DriverTests {
    private static let pixels = RGBPixels(width: 18, height: 18, bytes: Array(repeating: 100, count: 18 * 18 * 3))

    /// A stand-in compressor whose output grows with the quality, recording the qualities asked.
    final class Compressor: @unchecked Sendable {
        var qualities: [Int] = []
        func compress(_ pixels: RGBPixels, _ quality: Int) -> [UInt8]? {
            qualities.append(quality)
            return Array(repeating: 0xFF, count: quality * 30)
        }
    }

    @Test func theQualityIsLoweredUntilTheImageFitsItsCeiling() throws {
        let compressor = Compressor()
        var options = GraphicsEncodingOptions(cellPixels: Size(width: 9, height: 18), jpeg: { compressor.compress($0, $1) })
        let roomy = try #require(ITerm2Driver.encode(Self.pixels, columns: 2, rows: 1, options: options))
        #expect(compressor.qualities == [85])
        compressor.qualities = []
        // 60 × 30 B of JPEG is 2,400 B of base64 and the header: quality 55 is the first to fit.
        options.maxBytes = 2_600
        let fitted = try #require(ITerm2Driver.encode(Self.pixels, columns: 2, rows: 1, options: options))
        #expect(compressor.qualities == [85, 75, 65, 55])
        #expect(fitted.byteCount <= 2_600 && fitted.byteCount < roomy.byteCount)
    }

    @Test func withoutACompressorThereIsNoImage() {
        #expect(ITerm2Driver.encode(Self.pixels, columns: 2, rows: 1, options: GraphicsEncodingOptions(cellPixels: Size(width: 9, height: 18))) == nil)
    }
}
