import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ImagePipeline
import PhotoModel

/// A 64-bit difference hash (dHash) of a photo and its average colour: the picture shrunk to
/// 9×9 grey cells, one bit per pair of neighbours in a row (left brighter than right). The same
/// photo resized or recompressed keeps nearly every bit (a Hamming distance of a few), different
/// photos differ in about half of them; ``DuplicateFinder`` groups by that distance.
///
/// A pair of neighbours of nearly one level (within ``flat``) says nothing by its order: in a
/// smooth top-to-bottom gradient, a sky or a plain wall every pair is such, and its bit would be
/// the compression noise's, a different one in each copy (a half-size copy of a blue-to-yellow
/// gradient came out 18 bits from its original, and gradients of opposite ways 3 bits apart). Such a pair's bit says instead whether the cell is brighter than
/// the one below it, or, where that is level too, that the cell is flat: each through its own
/// fixed pattern of bits, so that a vertical gradient, a horizontal one and a plain picture stay
/// about 32 bits apart from each other.
///
/// Made from the EXIF thumbnail where the file has one (a few kilobytes), else from a DCT-scaled
/// decode of the file: upright (EXIF orientation applied), and a letterboxed thumbnail cropped to
/// the photo's own shape first, so both paths agree. A file and its resized copy are decoded to
/// different pixel grids (a 160×120 thumbnail at 1/2 is 80×60, a 200×150 copy at 1/4 50×38), so
/// each cell is the mean over exactly its ninth of the picture, pixels cut by a cell's edge
/// counted in part, from a decode of at least ``decodeSize``: with whole pixels given to one cell
/// or another at 20×15, a copy's detail landed in other cells and half the resized copies of a
/// detailed picture were more than ``DuplicateFinder/radius`` bits from their original's
/// thumbnail.
public struct PerceptualHash: Sendable, Equatable {
    public var hash: UInt64
    /// `0xRRGGBB`.
    public var averageColor: UInt32

    /// The hash of an upright picture.
    public init(of image: PixelImage) {
        let cells = Self.shrink(image, width: 9, height: 9)
        var hash: UInt64 = 0
        for y in 0..<8 {
            for x in 0..<8 {
                let bit = UInt64(y * 8 + x)
                let here = cells.grey[y * 9 + x]
                let across = here - cells.grey[y * 9 + x + 1], down = here - cells.grey[y * 9 + 9 + x]
                let set: Bool
                if abs(across) >= Self.flat {
                    set = across > 0
                } else if abs(down) >= Self.flat {
                    set = (down > 0) != (Self.downPattern >> bit & 1 == 1)
                } else {
                    set = Self.flatPattern >> bit & 1 == 1
                }
                if set { hash |= 1 << bit }
            }
        }
        self.hash = hash
        averageColor = cells.average
    }

    /// Two neighbouring cells closer than this (grey levels of 255) are level: resizing and
    /// recompressing move a cell's mean by about a level.
    static let flat = 2.0
    /// What a level pair's bit is taken through when the cell below differs, and when nothing
    /// does: each 32 bits from the other, from all bits clear and from all set.
    static let downPattern: UInt64 = 0x5555_5555_5555_5555
    static let flatPattern: UInt64 = 0x3333_3333_3333_3333

    /// The number of bits two hashes differ in.
    public static func distance(_ a: UInt64, _ b: UInt64) -> Int { (a ^ b).nonzeroBitCount }

    /// The grid of cells a hash is made from.
    static let cells = PixelSize(width: 9, height: 9)
    /// The least decode a hash is made from: four pixels a cell each way. (A 12 MP photo is still
    /// decoded at 1/8, its thumbnail at 1/2 rather than 1/8.)
    static let decodeSize = PixelSize(width: 36, height: 36)

    /// The hash of `file`: from its EXIF thumbnail when it has one, else from its pixels.
    /// - Throws: when the file cannot be read or decoded (a truncated or damaged photo).
    public static func make(for file: LocalPhotoFile) throws -> PerceptualHash {
        try make(from: Source(path: file.path, exifThumbnail: file.exifThumbnail, orientation: file.metadata?.orientation ?? .up,
                              pixelSize: file.pixelSize))
    }

    /// What a hash is made from: the few columns the index keeps for it (a whole file record
    /// cost more to rebuild than the hash).
    struct Source: Sendable, Equatable {
        /// The absolute path (lossless string).
        var path: String
        var exifThumbnail: Range<Int>?
        var orientation: ImageOrientation
        /// The upright size.
        var pixelSize: PixelSize
    }

    /// The hash of the photo `source` describes (``make(for:)``).
    static func make(from source: Source) throws -> PerceptualHash {
        if let range = source.exifThumbnail, let bytes = Self.read(source.path, range: range),
           let small = try? JPEGDecoder().decode(bytes, atLeast: Self.decodeSize) {
            return PerceptualHash(of: cropToShape(source.orientation.apply(to: small), of: source.pixelSize))
        }
        let data = try Self.readWhole(source.path)
        let image = try ImageDecoder().decode(data, atLeast: Self.decodeSize)
        return PerceptualHash(of: image)
    }

    /// The bytes of `range` in the file at `path` (lossless string).
    static func read(_ path: String, range: Range<Int>) -> Data? {
        let descriptor = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0, range.count > 0, range.count <= 1 << 20 else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { close(descriptor) }
        var data = Data(count: range.count)
        let got = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound)) }
        return got == range.count ? data : nil
    }

    /// The whole file at `path` (lossless string).
    static func readWhole(_ path: String) throws -> Data {
        let descriptor = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw PhotoServiceError.gone }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// A thumbnail of another shape than the photo (cameras pad 3:2 photos into 4:3 thumbnails
    /// with black bars) cut to the photo's shape, centred.
    static func cropToShape(_ image: PixelImage, of photo: PixelSize) -> PixelImage {
        guard photo.width > 0, photo.height > 0, image.width > 2, image.height > 2 else { return image }
        let target = Double(photo.width) / Double(photo.height), own = Double(image.width) / Double(image.height)
        guard abs(target - own) / target > 0.03 else { return image }
        let crop = Resampler.centeredCrop(of: PixelSize(width: image.width, height: image.height),
                                          toAspectOf: PixelSize(width: photo.width, height: photo.height))
        return Resampler.resample(image, from: crop, to: PixelSize(width: crop.width, height: crop.height))
    }

    /// Area means of `image` over a `width`×`height` grid (a pixel across a cell's edge counts in
    /// each cell by the part of it inside): grey levels, and the overall mean colour. Each row is
    /// summed once into running totals, and a cell's share of the row read off them at its edges;
    /// then the same down each column of cells. Not `Resampler.resample` to 9×9, the same area
    /// filter: it rounds each cell to whole levels of 8-bit RGB, up to half a level per cell,
    /// where a pair's order is read at ``flat`` (two levels) apart.
    static func shrink(_ image: PixelImage, width: Int, height: Int) -> (grey: [Double], average: UInt32) {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return ([Double](repeating: 0, count: max(0, width * height)), 0) }
        let cellWidth = Double(image.width) / Double(width), cellHeight = Double(image.height) / Double(height)
        var rowCells = [Double](repeating: 0, count: image.height * width)
        var running = [Double](repeating: 0, count: max(image.width, image.height) + 1)
        var sums = (0, 0, 0)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 3
                    let (r, g, b) = (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
                    running[x + 1] = running[x] + Double(r * 299 + g * 587 + b * 114) / 1000
                    sums.0 += r
                    sums.1 += g
                    sums.2 += b
                }
                for cell in 0..<width {
                    rowCells[y * width + cell] = Self.integral(running, count: image.width, from: Double(cell) * cellWidth, to: Double(cell + 1) * cellWidth)
                }
            }
        }
        var grey = [Double](repeating: 0, count: width * height)
        let area = cellWidth * cellHeight
        for cellX in 0..<width {
            for y in 0..<image.height { running[y + 1] = running[y] + rowCells[y * width + cellX] }
            for cellY in 0..<height {
                grey[cellY * width + cellX] = Self.integral(running, count: image.height, from: Double(cellY) * cellHeight, to: Double(cellY + 1) * cellHeight) / area
            }
        }
        let total = image.width * image.height
        let average = UInt32(sums.0 / total) << 16 | UInt32(sums.1 / total) << 8 | UInt32(sums.2 / total)
        return (grey, average)
    }

    /// The sum of `count` values from `start` to `end` (in values, fractions counting in part),
    /// given their running totals (`running[i]` the sum of the first `i`).
    private static func integral(_ running: [Double], count: Int, from start: Double, to end: Double) -> Double {
        func total(upTo position: Double) -> Double {
            let whole = min(count - 1, Int(position))
            return running[whole] + (position - Double(whole)) * (running[whole + 1] - running[whole])
        }
        return total(upTo: min(end, Double(count))) - total(upTo: start)
    }
}
