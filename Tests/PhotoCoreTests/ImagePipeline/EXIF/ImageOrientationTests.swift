import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct ImageOrientationTests {
    /// A 3×2 image whose pixels are numbered 0…5 in the red channel:
    /// ```
    /// 0 1 2
    /// 3 4 5
    /// ```
    private static let numbered = PixelImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0] })

    private static func reds(_ image: PixelImage) -> [[UInt8]] {
        (0..<image.height).map { y in (0..<image.width).map { x in image.pixels[(y * image.width + x) * 3] } }
    }

    @Test(arguments: [
        (ImageOrientation.up, [[0, 1, 2], [3, 4, 5]]),
        (.upMirrored, [[2, 1, 0], [5, 4, 3]]),
        (.down, [[5, 4, 3], [2, 1, 0]]),
        (.downMirrored, [[3, 4, 5], [0, 1, 2]]),
        (.leftMirrored, [[0, 3], [1, 4], [2, 5]]),
        (.right, [[3, 0], [4, 1], [5, 2]]),
        (.rightMirrored, [[5, 2], [4, 1], [3, 0]]),
        (.left, [[2, 5], [1, 4], [0, 3]]),
    ] as [(ImageOrientation, [[UInt8]])])
    func turnsPixelsUpright(orientation: ImageOrientation, expected: [[UInt8]]) {
        #expect(Self.reds(orientation.apply(to: Self.numbered)) == expected)
    }

    @Test func decoderTurnsARotatedCameraJPEGUpright() throws {
        // Stored landscape 64×32, left half dark, tagged "rotate 90° clockwise to view".
        var pixels = [UInt8]()
        for _ in 0..<32 { for x in 0..<64 { pixels += x < 32 ? [0, 0, 0] : [255, 255, 255] } }
        let stored = try JPEGEncoder(quality: 95).encode(PixelImage(width: 64, height: 32, pixels: pixels))
        let jpeg = try ExifWriter.insert(ExifMetadata(orientation: .right), into: stored)
        let upright = try ImageDecoder().decode(jpeg, atLeast: PixelSize(width: 8, height: 16))
        // DCT-scaled to 1/4 of the stored 64×32 (16×8), then turned: 8×16, as asked.
        #expect(upright.width == 8 && upright.height == 16)
        // Turned clockwise, the stored left (dark) half becomes the top.
        #expect(upright.pixels[0] < 40)
        #expect(upright.pixels[upright.pixels.count - 3] > 215)
    }
}
