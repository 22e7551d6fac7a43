import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

/// Expected pixels come from the reference algorithm as implemented by the independent
/// `blurhash` Python package (1.1.5), computed once:
/// `blurhash.decode('LEHV6nWB2yk8pyo0adR*.7kCMdnj', 4, 3)` and the others below.
@Suite struct BlurHashDecoderTests {
    private func rows(_ image: PixelImage) -> [[[UInt8]]] {
        (0..<image.height).map { y in
            (0..<image.width).map { x in Array(image.pixels[(y * image.width + x) * 3..<(y * image.width + x) * 3 + 3]) }
        }
    }

    @Test func decodesTheReferenceHashToTheReferencePixels() throws {
        let image = try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 4, height: 3))
        #expect(rows(image) == [
            [[135, 164, 177], [161, 173, 177], [181, 180, 171], [160, 172, 174]],
            [[124, 154, 169], [148, 148, 154], [164, 145, 134], [146, 152, 155]],
            [[124, 144, 154], [144, 134, 132], [163, 130, 104], [148, 140, 134]],
        ])
    }

    @Test func decodesAtALargerSize() throws {
        let image = try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 32, height: 32))
        let pixels = rows(image)
        #expect(pixels[0][0] == [135, 164, 177])
        #expect(pixels[16][16] == [158, 125, 108])
        #expect(pixels[31][31] == [133, 142, 147])
        #expect(pixels[0][31] == [137, 166, 181])
        #expect(pixels[31][0] == [136, 144, 147])
    }

    @Test func decodesASecondHash() throws {
        let image = try BlurHashDecoder.decode("LKO2?U%2Tw=w]~RBVZRi};RPxuwH", size: PixelSize(width: 5, height: 2))
        #expect(rows(image) == [
            [[251, 193, 161], [237, 189, 167], [230, 184, 162], [247, 189, 147], [241, 199, 161]],
            [[200, 188, 180], [192, 175, 169], [190, 160, 157], [199, 164, 161], [183, 163, 156]],
        ])
    }

    @Test func punchScalesContrast() throws {
        let image = try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 3, height: 2), punch: 2)
        #expect(rows(image) == [
            [[116, 176, 201], [191, 199, 197], [187, 196, 191]],
            [[73, 145, 173], [150, 99, 92], [149, 117, 94]],
        ])
    }

    @Test func rejectsMalformedHashes() {
        let size = PixelSize(width: 4, height: 4)
        #expect(throws: BlurHashError.invalidLength) { try BlurHashDecoder.decode("", size: size) }
        #expect(throws: BlurHashError.invalidLength) { try BlurHashDecoder.decode("LEHV6", size: size) }
        #expect(throws: BlurHashError.invalidLength) { try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdn", size: size) }
        #expect(throws: BlurHashError.invalidCharacter) { try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdn\"", size: size) }
        #expect(throws: BlurHashError.invalidCharacter) { try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdn ", size: size) }
        // Multi-byte characters make the hash longer than its size flag says.
        #expect(throws: BlurHashError.invalidLength) { try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdné", size: size) }
        #expect(throws: BlurHashError.emptySize) {
            try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 0, height: 4))
        }
    }
}
