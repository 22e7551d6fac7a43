import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct JPEGEncoderTests {
    @Test func encodesAJPEGThatDecodesBackToTheSameImage() throws {
        let image = TestImages.gradient(width: 64, height: 48)
        let data = try JPEGEncoder(quality: 90).encode(image)
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
        let decoded = try JPEGDecoder().decode(data)
        #expect(decoded.width == 64 && decoded.height == 48)
        #expect(TestImages.meanAbsoluteError(image, decoded) < 3)
    }

    @Test func higherQualityMeansMoreBytesAndLessError() throws {
        var image = TestImages.gradient(width: 96, height: 64)
        for i in stride(from: 0, to: image.pixels.count, by: 7) { image.pixels[i] = UInt8(truncatingIfNeeded: i * 31) }
        let low = try JPEGEncoder(quality: 20).encode(image)
        let high = try JPEGEncoder(quality: 95).encode(image)
        #expect(high.count > low.count)
        let lowError = TestImages.meanAbsoluteError(image, try JPEGDecoder().decode(low))
        let highError = TestImages.meanAbsoluteError(image, try JPEGDecoder().decode(high))
        #expect(highError < lowError)
    }

    @Test func clampsQuality() {
        #expect(JPEGEncoder(quality: 0).quality == 1)
        #expect(JPEGEncoder(quality: 500).quality == 100)
    }

    @Test func refusesAnImageWithNoPixels() {
        #expect(throws: JPEGError.nothingToEncode) {
            try JPEGEncoder().encode(PixelImage(width: 0, height: 0, pixels: []))
        }
    }
}
