import CPNG
import CZlib
import Foundation
import Testing
@testable import Terminal

/// PNGs read back by libpng: the pixels come back exactly, and filtering pays.
@Suite struct PNGWriterTests {
    /// Photo-like pixels: gradients with a little noise.
    private static func photo(width: Int, height: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<(width * height)).flatMap { index -> [UInt8] in
            let x = index % width, y = index / width, noise = Int.random(in: 0..<12, using: &generator)
            return [UInt8(clamping: 90 + x * 120 / width + noise), UInt8(clamping: 50 + y * 150 / height + noise),
                    UInt8(clamping: 200 - y * 80 / height + noise / 2)]
        }
    }

    /// The pixels of `png` as libpng reads them (its checks: signature, chunk CRCs, inflate,
    /// filters), or nil where it refuses the file.
    private static func decode(_ png: [UInt8]) -> (width: Int, height: Int, rgb: [UInt8])? {
        var image = png_image()
        image.version = photo_tui_png_image_version()
        guard png.withUnsafeBufferPointer({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else { return nil }
        image.format = photo_tui_png_format_rgb()
        var rgb = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 3)
        let read = rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        return read != 0 ? (Int(image.width), Int(image.height), rgb) : nil
    }

    @Test func thePixelsComeBackExactly() throws {
        for (width, height) in [(1, 1), (2, 3), (90, 54), (37, 11)] {
            let pixels = Self.photo(width: width, height: height)
            let png = try #require(PNGWriter.encode(rgb: pixels, width: width, height: height, level: 1))
            let decoded = try #require(Self.decode(png), "\(width)×\(height)")
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded.rgb == pixels, "\(width)×\(height)")
        }
    }

    @Test func filteringMakesAPhotoSmallerThanDeflatingItsRawPixels() throws {
        let pixels = Self.photo(width: 90, height: 54)
        let png = try #require(PNGWriter.encode(rgb: pixels, width: 90, height: 54, level: 1))
        var size = compressBound(uLong(pixels.count))
        var raw = [UInt8](repeating: 0, count: Int(size))
        #expect(compress2(&raw, &size, pixels, uLong(pixels.count), 1) == Z_OK)
        #expect(png.count < Int(size) * 3 / 4, "PNG \(png.count) B, deflated raw \(size) B")
    }

    @Test func mismatchedPixelsAreRefused() {
        #expect(PNGWriter.encode(rgb: [1, 2, 3], width: 2, height: 2, level: 1) == nil)
        #expect(PNGWriter.encode(rgb: [], width: 0, height: 0, level: 1) == nil)
    }
}
