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

    /// The hash of `image` as the index makes it: encoded, then decoded at the smallest DCT scale
    /// of at least ``PerceptualHash/decodeSize``.
    static func hash(_ image: PixelImage, quality: Int) throws -> UInt64 {
        let decoded = try JPEGDecoder().decode(JPEGEncoder(quality: quality).encode(image), atLeast: PerceptualHash.decodeSize)
        return PerceptualHash(of: decoded).hash
    }

    /// A detailed picture: a 24×18 grid of random greys (tinted), interpolated, so that every
    /// one of the hash's 9×9 cells holds a few light and dark patches, as a photo's do. The same
    /// seed at another size is the same picture resized.
    static func detailed(_ seed: UInt64, _ width: Int, _ height: Int) -> PixelImage {
        var numbers = DuplicateFinderTests.Numbers(state: seed)
        let (columns, rows) = (24, 18)
        let grid = (0..<(columns + 1) * (rows + 1)).map { _ in Double(numbers.next() % 256) }
        return picture(width, height) { x, y in
            let gx = x * Double(columns), gy = y * Double(rows)
            let x0 = min(columns - 1, Int(gx)), y0 = min(rows - 1, Int(gy))
            let fx = gx - Double(x0), fy = gy - Double(y0)
            func at(_ i: Int, _ j: Int) -> Double { grid[j * (columns + 1) + i] / 255 }
            let grey = (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
            return (grey, grey, grey / 2 + 0.25)
        }
    }

    /// Found measuring the 10,000-photo duplicates benchmark: a camera file's hash comes from its
    /// 160×120 EXIF thumbnail, a resized copy's (which has none) from its own pixels, and the two
    /// decodes are other grids of pixels. With each pixel given whole to one cell of a 20×15
    /// decode, a detailed picture's patches fell in other cells: most such copies were more than
    /// the grouping radius from their original. Every one is within it now, and detailed
    /// pictures of their own stay far apart.
    @Test func aResizedCopyOfADetailedPhotoKeepsTheHashOfItsOriginalsThumbnail() throws {
        let seeds: [UInt64] = Array(1...12)
        var thumbnails: [UInt64] = [], copies: [UInt64] = []
        for seed in seeds {
            thumbnails.append(try Self.hash(Self.detailed(seed, 160, 120), quality: 70))
            // The copy another program made: the photo decoded, resized and saved again.
            let photo = try JPEGDecoder().decode(JPEGEncoder(quality: 85).encode(Self.detailed(seed, 640, 480)))
            copies.append(try Self.hash(Resampler.resample(photo, to: PixelSize(width: 200, height: 150)), quality: 60))
        }
        let apart = zip(thumbnails, copies).map { PerceptualHash.distance($0, $1) }
        #expect(apart.allSatisfy { $0 <= DuplicateFinder.radius }, "bits between each thumbnail and its copy: \(apart)")
        for (first, a) in thumbnails.enumerated() {
            for (second, b) in copies.enumerated() where second != first {
                #expect(PerceptualHash.distance(a, b) > FolderPhotoService.similarDistance / 2, "seeds \(seeds[first]) and \(seeds[second])")
            }
        }
    }

    /// Each cell is the mean of exactly its ninth of the picture each way: checked against
    /// the picture cut in ninths of a pixel, where every cell's edge falls between two pieces.
    @Test(arguments: [(20, 15), (25, 19), (40, 30), (5, 4), (9, 9), (1, 1)])
    func eachCellIsTheMeanOfItsOwnPartOfThePicture(_ width: Int, _ height: Int) {
        var numbers = DuplicateFinderTests.Numbers(state: UInt64(width * 100 + height))
        let image = PixelImage(width: width, height: height, pixels: (0..<width * height).flatMap { _ -> [UInt8] in
            let level = UInt8(numbers.next() % 256)
            return [level, level, level]
        })
        var expected = [Double](repeating: 0, count: 81)
        for y in 0..<height * 9 {
            for x in 0..<width * 9 {
                // Piece (x, y) of pixel (x / 9, y / 9) lies in cell (x / width, y / height).
                expected[(y / height) * 9 + x / width] += Double(image.pixels[((y / 9) * width + x / 9) * 3]) / Double(width * height)
            }
        }
        let cells = PerceptualHash.shrink(image, width: 9, height: 9).grey
        #expect(zip(cells, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(cells) against \(expected)")
    }
}
