import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

/// The perceptual hash of real encoded pictures: resized copies keep it, different pictures do not.
@Suite struct PerceptualHashTests {
    /// A picture whose colour at (x, y), both 0…1 across it, is `colour` (red, green, blue, 0…1).
    static func picture(_ width: Int, _ height: Int, _ colour: (Double, Double) -> (Double, Double, Double)) -> PixelImage {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(Double(x) / Double(width - 1), Double(y) / Double(height - 1))
                pixels += [byte(red), byte(green), byte(blue)]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Smooth pictures: no edge anywhere, what the hash finds hardest to tell apart from noise.
    enum Smooth: CaseIterable, Sendable {
        /// White at the top to black at the bottom: ImageMagick's `convert -size 640x480 gradient:`.
        case downwards
        /// Blue at the top to yellow at the bottom (`gradient:blue-yellow`): the user trial's
        /// kind, whose half-size copy was not grouped with it (rows level in grey but for the noise
        /// of the subsampled colour).
        case blueToYellow
        case upwards
        case across
        /// Bright in the middle.
        case radial
        case plain

        func colour(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let grey: Double
            switch self {
            case .blueToYellow: return (y, y, 1 - y)
            case .downwards: grey = 1 - y
            case .upwards: grey = y
            case .across: grey = x
            case .radial: grey = 1 - min(1, ((x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5)).squareRoot() * 1.4)
            case .plain: grey = 0.45
            }
            return (grey, grey, grey)
        }

        func picture(_ width: Int, _ height: Int) -> PixelImage { PerceptualHashTests.picture(width, height, colour) }
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
        let shown: [Smooth] = [.downwards, .blueToYellow, .upwards, .across, .plain]
        let hashes = try shown.map { try Self.hash($0.picture(640, 480), quality: 92) }
        for (first, a) in hashes.enumerated() {
            // Not `.upwards` with `.blueToYellow`: their grey levels (what the hash sees) both
            // rise downwards, the same picture to it.
            for (second, b) in hashes.enumerated() where second > first && Set([shown[first], shown[second]]) != [.upwards, .blueToYellow] {
                #expect(PerceptualHash.distance(a, b) > FolderPhotoService.similarDistance, "\(shown[first]) and \(shown[second])")
            }
        }
    }
}
