import Foundation
import Testing
@testable import PhotoCore

/// The perceptual hash of real encoded pictures: resized copies keep it, different pictures do not.
@Suite struct PerceptualHashTests {
    /// A grey picture whose level at (x, y), both 0…1 across it, is `level` (0 black, 1 white).
    static func picture(_ width: Int, _ height: Int, _ level: (Double, Double) -> Double) -> PixelImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let grey = UInt8(max(0, min(255, (level(Double(x) / Double(width - 1), Double(y) / Double(height - 1)) * 255).rounded())))
                pixels += [grey, grey, grey]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Smooth pictures: no edge anywhere, what the hash finds hardest to tell apart from noise.
    enum Smooth: CaseIterable, Sendable {
        /// White at the top to black at the bottom: ImageMagick's `convert -size 640x480 gradient:`.
        case downwards
        case upwards
        case across
        /// Bright in the middle.
        case radial
        case plain

        func level(_ x: Double, _ y: Double) -> Double {
            switch self {
            case .downwards: 1 - y
            case .upwards: y
            case .across: x
            case .radial: 1 - min(1, ((x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5)).squareRoot() * 1.4)
            case .plain: 0.45
            }
        }

        func picture(_ width: Int, _ height: Int) -> PixelImage { PerceptualHashTests.picture(width, height, level) }
    }

    /// The hash of `image` as the index makes it: encoded, then decoded at the smallest DCT scale.
    static func hash(_ image: PixelImage, quality: Int) throws -> UInt64 {
        let decoded = try JPEGDecoder().decode(JPEGEncoder(quality: quality).encode(image), atLeast: PerceptualHash.cells)
        return PerceptualHash(of: decoded).hash
    }

    @Test(arguments: Smooth.allCases)
    func aHalfSizeCopyOfASmoothPictureKeepsItsHash(_ smooth: Smooth) throws {
        let original = smooth.picture(640, 480)
        let half = Resampler.resample(original, to: PixelSize(width: 320, height: 240))
        let distance = PerceptualHash.distance(try Self.hash(original, quality: 92), try Self.hash(half, quality: 75))
        #expect(distance <= DuplicateFinder.radius, "\(smooth): \(distance) bits apart")
    }

    @Test func smoothPicturesOfOtherDirectionsStayApart() throws {
        let shown: [Smooth] = [.downwards, .upwards, .across, .plain]
        let hashes = try shown.map { try Self.hash($0.picture(640, 480), quality: 92) }
        for (first, a) in hashes.enumerated() {
            for (second, b) in hashes.enumerated() where second > first {
                #expect(PerceptualHash.distance(a, b) > FolderPhotoService.similarDistance, "\(shown[first]) and \(shown[second])")
            }
        }
    }
}
