import CTurboJPEG
import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

/// `JPEGDecoder.decodeCrop` decodes only the rows and columns a centred crop keeps. Its pixels
/// must be those of a full decode, byte for byte, whatever the DCT scale, the crop's side and
/// where iMCU boundaries fall; its errors must be a full decode's.
@Suite struct JPEGDecoderCropTests {
    /// Grain on a gradient, so that every chroma sample differs from its neighbours and an edge
    /// upsampled as the image's edge would show.
    static func grainy(width: Int, height: Int, seed: UInt64) -> PixelImage {
        var state = seed
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = Int(state >> 58)
                let index = (y * width + x) * 3
                pixels[index] = UInt8((x * 255 / max(1, width - 1) + noise * 3) % 256)
                pixels[index + 1] = UInt8((y * 255 / max(1, height - 1) + noise * 5) % 256)
                pixels[index + 2] = UInt8(((x + y) * 7 + noise * 11) % 256)
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    static let sources: [(width: Int, height: Int)] = [(1080, 720), (720, 1080), (400, 267), (333, 501), (1000, 100)]
    static let targets = [
        PixelSize(width: 160, height: 160), PixelSize(width: 480, height: 480), PixelSize(width: 40, height: 40),
        PixelSize(width: 300, height: 100), PixelSize(width: 90, height: 200), PixelSize(width: 77, height: 53),
    ]

    @Test(arguments: Self.sources)
    func theCropIsAFullDecodesPixelsByteForByte(source: (width: Int, height: Int)) throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.grainy(width: source.width, height: source.height, seed: UInt64(source.width)))
        let decoder = JPEGDecoder()
        var regionDecodes = 0
        for target in Self.targets {
            let full = Resampler.fill(try decoder.decode(jpeg, atLeast: target), to: target)
            let cropped = try decoder.decodeCrop(jpeg, toAspectOf: target)
            let scaled = JPEGDecoder.scalingFactor(source: PixelSize(width: source.width, height: source.height), target: target)
                .scaled(PixelSize(width: source.width, height: source.height))
            if cropped.image.width < scaled.width || cropped.image.height < scaled.height { regionDecodes += 1 }
            let result = cropped.resampled(to: target)
            #expect(result.width == target.width && result.height == target.height)
            #expect(result.pixels == full.pixels, "\(source.width)×\(source.height) → \(target): \(TestImages.meanAbsoluteError(result, full))")
        }
        // Most of these crops leave out more than a tenth: the region path, not the fallback.
        #expect(regionDecodes >= 3, "only \(regionDecodes) region decodes for \(source.width)×\(source.height)")
    }

    /// Other encodings than the encoder's baseline 4:2:0: progressive (all coefficients first,
    /// then the rows), 4:2:2 (horizontal chroma upsampling only), 4:4:4 and greyscale.
    static func encoded(_ image: PixelImage, subsampling: TJSAMP, progressive: Bool) throws -> Data {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { tjFree(buffer) }
        let status = image.pixels.withUnsafeBufferPointer { source in
            tjCompress2(handle, source.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                        &buffer, &size, Int32(subsampling.rawValue), 88, progressive ? TJFLAG_PROGRESSIVE : 0)
        }
        try #require(status == 0)
        return Data(bytes: try #require(buffer), count: Int(size))
    }

    @Test(arguments: [(TJSAMP_420, true), (TJSAMP_422, false), (TJSAMP_422, true), (TJSAMP_444, false), (TJSAMP_GRAY, false)])
    func otherEncodingsCropByteForByteToo(subsampling: TJSAMP, progressive: Bool) throws {
        let decoder = JPEGDecoder()
        for (width, height) in [(1080, 720), (333, 501)] {
            let jpeg = try Self.encoded(Self.grainy(width: width, height: height, seed: 99), subsampling: subsampling, progressive: progressive)
            for target in Self.targets {
                let full = Resampler.fill(try decoder.decode(jpeg, atLeast: target), to: target)
                #expect(try decoder.decodeCrop(jpeg, toAspectOf: target).resampled(to: target).pixels == full.pixels,
                        "\(width)×\(height) → \(target), subsampling \(subsampling.rawValue), progressive \(progressive)")
            }
        }
    }

    @Test func aLandscapeCutToASquareDecodesOnlyTheColumnsItKeeps() throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.grainy(width: 1080, height: 720, seed: 7))
        let cropped = try JPEGDecoder().decodeCrop(jpeg, toAspectOf: PixelSize(width: 480, height: 480))
        // 3/4 scale: 810×540, of which the centred 540 columns (and an iMCU's margin) are decoded.
        #expect(cropped.image.height == 540)
        #expect(cropped.image.width < 600 && cropped.image.width >= 540)
        #expect(cropped.crop.width == 540 && cropped.crop.x >= 0 && cropped.crop.x + 540 <= cropped.image.width)
    }

    @Test func aStreamCutBelowThePartAPortraitKeepsIsStillTruncated() throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.grainy(width: 720, height: 1080, seed: 3))
        let cut = jpeg.prefix(jpeg.count * 9 / 10)
        // The centred square ends at 900 of 1080 rows; the cut falls in the last rows.
        #expect(throws: JPEGError.truncated) { try JPEGDecoder().decodeCrop(cut, toAspectOf: PixelSize(width: 160, height: 160)) }
        #expect(throws: JPEGError.truncated) { try JPEGDecoder().decode(cut, atLeast: PixelSize(width: 160, height: 160)) }
    }

    @Test func corruptDataIsTheSameErrorAsForAFullDecode() throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.grainy(width: 400, height: 267, seed: 5))
        var damaged = jpeg
        // Past the header, into the entropy-coded data: a run of markers libjpeg refuses.
        let start = damaged.count / 3
        for index in start..<(start + 64) { damaged[index] = 0xFF }
        let target = PixelSize(width: 160, height: 160)
        let full = Result { try JPEGDecoder().decode(damaged, atLeast: target) }
        let cropped = Result { try JPEGDecoder().decodeCrop(damaged, toAspectOf: target) }
        switch (full, cropped) {
        case (.failure(let a), .failure(let b)):
            #expect(String(describing: a) == String(describing: b))
        case (.success(let image), .success(let crop)):
            // libjpeg recovered (a warning): both give the same picture.
            #expect(crop.resampled(to: target).pixels == Resampler.fill(image, to: target).pixels)
        default:
            Issue.record("a full decode gave \(full.map { _ in "an image" }), the crop \(cropped.map { _ in "an image" })")
        }
        #expect(throws: JPEGError.empty) { try JPEGDecoder().decodeCrop(Data(), toAspectOf: target) }
    }

    @Test func theImageDecoderFillsUprightAndTurnedPhotosAlike() throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.grainy(width: 640, height: 360, seed: 11))
        let decoder = ImageDecoder()
        for target in Self.targets {
            #expect(try decoder.decodeFilling(jpeg, to: target).pixels == Resampler.fill(try decoder.decode(jpeg, atLeast: target), to: target).pixels)
        }
    }
}
