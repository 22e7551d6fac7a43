import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct PNGDecoderTests {
    private static let source = TestImages.gradient(width: 64, height: 48)
    private static let sourcePNG = try! PNGEncoder().encode(source)

    @Test func roundTripsPixelsExactly() throws {
        let decoded = try PNGDecoder().decode(Self.sourcePNG)
        #expect(decoded == Self.source)
        #expect(try PNGDecoder().size(of: Self.sourcePNG) == PixelSize(width: 64, height: 48))
    }

    @Test func compositesTransparencyOverTheBackground() throws {
        // A 1×1 RGBA PNG of fully transparent red, made with ImageMagick
        // (`convert -size 1x1 xc:'rgba(255,0,0,0)' PNG32:-`).
        let transparent = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABmJLR0QA/wD/AP+gvaeTAAAADUlEQVQI12P4z8DAAAAEAQEAvAOlpAAAAABJRU5ErkJggg==")!
        let decoded = try PNGDecoder(background: (10, 20, 30)).decode(transparent)
        #expect(decoded == PixelImage(width: 1, height: 1, pixels: [10, 20, 30]))
    }

    @Test func reportsATruncatedStream() {
        let half = Self.sourcePNG.prefix(Self.sourcePNG.count / 2)
        #expect(throws: PNGError.truncated) { try PNGDecoder().decode(half) }
    }

    @Test func reportsACorruptStream() {
        var data = Self.sourcePNG
        // Damage the IHDR chunk's CRC.
        data[data.startIndex + 29] ^= 0xFF
        #expect {
            try PNGDecoder().decode(data)
        } throws: { error in
            guard case PNGError.corrupt = error else { return false }
            return true
        }
    }

    @Test func refusesOtherFormatsAndEmptyData() throws {
        let jpeg = try JPEGEncoder().encode(Self.source)
        #expect(throws: PNGError.unsupportedFormat(.jpeg)) { try PNGDecoder().decode(jpeg) }
        #expect(throws: PNGError.empty) { try PNGDecoder().decode(Data()) }
    }

    @Test func refusesAnImageOverThePixelBudget() {
        #expect(throws: PNGError.tooLarge(width: 64, height: 48, budget: 64 * 48 - 1)) {
            try PNGDecoder(pixelBudget: 64 * 48 - 1).decode(Self.sourcePNG)
        }
    }

    @Test func imageDecoderDispatchesOnTheFormat() throws {
        let jpeg = try JPEGEncoder(quality: 95).encode(Self.source)
        #expect(try ImageDecoder().decode(Self.sourcePNG) == Self.source)
        #expect(try ImageDecoder().decode(jpeg).width == 64)
        #expect(throws: PNGError.tooLarge(width: 64, height: 48, budget: 10)) {
            try ImageDecoder(pixelBudget: 10).decode(Self.sourcePNG)
        }
    }
}
