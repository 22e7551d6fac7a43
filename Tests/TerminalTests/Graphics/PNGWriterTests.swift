import CZlib
import Foundation
import Testing
@testable import Terminal

/// PNGs read back by a decoder written here from the PNG specification (chunks and their CRCs,
/// inflate, the five filters reversed): the pixels come back exactly, and filtering pays.
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

    /// The pixels of `png` (8-bit RGB, not interlaced), or nil where it breaks the format.
    private static func decode(_ png: [UInt8]) -> (width: Int, height: Int, rgb: [UInt8])? {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func number(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8, width = 0, height = 0, idat: [UInt8] = [], ended = false
        while offset + 12 <= png.count {
            let length = number(offset), type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            guard number(offset + 8 + length) == Int(crc) else { return nil }
            let data = Array(typed.dropFirst(4))
            switch type {
            case "IHDR":
                guard data.count == 13, data[8...] == [8, 2, 0, 0, 0] else { return nil }
                width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
            case "IDAT": idat += data
            case "IEND": ended = true
            default: return nil
            }
            offset += 12 + length
        }
        guard ended, offset == png.count else { return nil }
        let stride = width * 3
        var size = uLong((stride + 1) * height)
        var filtered = [UInt8](repeating: 0, count: Int(size))
        guard uncompress(&filtered, &size, idat, uLong(idat.count)) == Z_OK, Int(size) == filtered.count else { return nil }
        var rgb = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let type = filtered[y * (stride + 1)]
            for x in 0..<stride {
                let value = filtered[y * (stride + 1) + 1 + x]
                let a = x >= 3 ? Int(rgb[y * stride + x - 3]) : 0, b = y > 0 ? Int(rgb[(y - 1) * stride + x]) : 0
                let c = x >= 3 && y > 0 ? Int(rgb[(y - 1) * stride + x - 3]) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let prediction: Int
                switch type {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4: prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: return nil
                }
                rgb[y * stride + x] = value &+ UInt8(prediction)
            }
        }
        return (width, height, rgb)
    }

    @Test func thePixelsComeBackExactly() throws {
        for (width, height) in [(1, 1), (2, 3), (90, 54), (37, 11)] {
            let pixels = Self.photo(width: width, height: height)
            let png = try #require(PNGWriter.encode(rgb: pixels, width: width, height: height))
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
        #expect(PNGWriter.encode(rgb: [1, 2, 3], width: 2, height: 2) == nil)
        #expect(PNGWriter.encode(rgb: [], width: 0, height: 0) == nil)
    }
}
