import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct JPEGDecoderTests {
    private static let source = TestImages.gradient(width: 160, height: 120)
    private static let sourceJPEG = try! JPEGEncoder(quality: 92).encode(source)

    @Test func readsTheSizeFromTheHeader() throws {
        #expect(try JPEGDecoder().size(of: Self.sourceJPEG) == PixelSize(width: 160, height: 120))
    }

    @Test(arguments: ScalingFactor.reducing)
    func decodesAtEachDCTScale(factor: ScalingFactor) throws {
        let size = PixelSize(width: 160, height: 120)
        let target = factor.scaled(size)
        #expect(JPEGDecoder.scalingFactor(source: size, target: target) == factor)
        let decoded = try JPEGDecoder().decode(Self.sourceJPEG, atLeast: target)
        #expect(decoded.width == target.width && decoded.height == target.height)
        // The scaled decode keeps the gradient: the top-left is dark, the bottom-right bright.
        let last = decoded.pixels.count - 3
        #expect(decoded.pixels[0] < 40 && decoded.pixels[1] < 40)
        #expect(decoded.pixels[last] > 215 && decoded.pixels[last + 1] > 215)
    }

    @Test func picksTheSmallestScaleThatCoversTheTargetInBothDimensions() {
        let source = PixelSize(width: 1080, height: 720)
        // 1/8 gives 135×90: too short for 100 rows; 1/4 gives 270×180.
        #expect(JPEGDecoder.scalingFactor(source: source, target: PixelSize(width: 80, height: 100))
            == ScalingFactor(numerator: 1, denominator: 4))
        #expect(JPEGDecoder.scalingFactor(source: source, target: PixelSize(width: 80, height: 40))
            == ScalingFactor(numerator: 1, denominator: 8))
        #expect(JPEGDecoder.scalingFactor(source: source, target: PixelSize(width: 2000, height: 40)) == .one)
    }

    @Test func decodesAtFullSizeWithoutATarget() throws {
        let decoded = try JPEGDecoder().decode(Self.sourceJPEG)
        #expect(decoded.width == 160 && decoded.height == 120)
    }

    @Test func refusesPNGWithAClearMessage() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        #expect(throws: JPEGError.unsupportedFormat(.png)) { try JPEGDecoder().decode(Data(png)) }
        #expect(JPEGError.unsupportedFormat(.png).description == "PNG is not supported; Unsplash serves JPEG")
    }

    @Test func refusesAnHTMLErrorPage() {
        let html = Data("<!DOCTYPE html><html><body>503</body></html>".utf8)
        #expect(throws: JPEGError.unsupportedFormat(.text)) { try JPEGDecoder().decode(html) }
    }

    @Test func refusesEmptyData() {
        #expect(throws: JPEGError.empty) { try JPEGDecoder().decode(Data()) }
    }

    @Test func reportsATruncatedStream() {
        let half = Self.sourceJPEG.prefix(Self.sourceJPEG.count / 2)
        #expect(throws: JPEGError.truncated) { try JPEGDecoder().decode(half) }
    }

    @Test func reportsAStreamCutInsideTheHeader() {
        let head = Self.sourceJPEG.prefix(40)
        #expect(throws: JPEGError.truncated) { try JPEGDecoder().decode(head) }
    }

    @Test func reportsGarbageAfterTheMagicNumberAsCorrupt() {
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0])
        data.append(Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        data.append(Data([0xFF, 0xD9]))
        #expect {
            try JPEGDecoder().decode(data)
        } throws: { error in
            if case JPEGError.corrupt = error { return true }
            return false
        }
    }

    @Test func refusesASourceOverThePixelBudget() {
        let decoder = JPEGDecoder(pixelBudget: 160 * 120 - 1)
        #expect(throws: JPEGError.tooLarge(width: 160, height: 120, budget: 160 * 120 - 1)) {
            try decoder.decode(Self.sourceJPEG, atLeast: PixelSize(width: 20, height: 15))
        }
        #expect(throws: JPEGError.tooLarge(width: 160, height: 120, budget: 160 * 120 - 1)) {
            try decoder.size(of: Self.sourceJPEG)
        }
        #expect(JPEGDecoder.defaultPixelBudget == 50_000_000)
    }

    @Test func refusesAZeroHeightFrame() throws {
        var data = Self.sourceJPEG
        // Baseline start-of-frame: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require(data.indices.first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data[sof + 5] = 0
        data[sof + 6] = 0
        #expect(throws: JPEGError.zeroSize) { try JPEGDecoder().decode(data) }
    }
}
