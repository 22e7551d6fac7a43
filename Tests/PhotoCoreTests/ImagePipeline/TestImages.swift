@testable import PhotoCore
@testable import ImagePipeline

/// Images of known content for the image tests.
enum TestImages {
    /// A smooth diagonal gradient: red grows left to right, green top to bottom, blue is fixed.
    static func gradient(width: Int, height: Int, blue: UInt8 = 96) -> PixelImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(UInt8(x * 255 / max(width - 1, 1)))
                pixels.append(UInt8(y * 255 / max(height - 1, 1)))
                pixels.append(blue)
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// One color everywhere.
    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> PixelImage {
        PixelImage(width: width, height: height, pixels: Array([[r, g, b]].joined().map { $0 }.repeated(width * height)))
    }

    /// The mean absolute difference per channel between two images of the same size.
    static func meanAbsoluteError(_ a: PixelImage, _ b: PixelImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0
        for i in 0..<a.pixels.count { total += abs(Int(a.pixels[i]) - Int(b.pixels[i])) }
        return Double(total) / Double(max(a.pixels.count, 1))
    }
}

extension Array {
    /// The array's elements `count` times over.
    func repeated(_ count: Int) -> [Element] {
        var result = [Element]()
        result.reserveCapacity(self.count * count)
        for _ in 0..<count { result.append(contentsOf: self) }
        return result
    }
}
