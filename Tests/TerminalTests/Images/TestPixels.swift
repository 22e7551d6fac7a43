@testable import Terminal

/// Pixels of known content for the cell converter tests.
enum TestPixels {
    /// Rows of RGB triples.
    static func from(_ rows: [[(UInt8, UInt8, UInt8)]]) -> RGBPixels {
        RGBPixels(width: rows.first?.count ?? 0, height: rows.count,
                  bytes: rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2] } })
    }

    static func solid(width: Int, height: Int, _ colour: (UInt8, UInt8, UInt8)) -> RGBPixels {
        from(Array(repeating: Array(repeating: colour, count: width), count: height))
    }

    /// Left half black, right half white.
    static func split(width: Int, height: Int) -> RGBPixels {
        from((0..<height).map { _ in (0..<width).map { $0 < width / 2 ? (0, 0, 0) : (255, 255, 255) } })
    }

    /// A smooth gradient: red left to right, green top to bottom.
    static func gradient(width: Int, height: Int) -> RGBPixels {
        from((0..<height).map { y in (0..<width).map { x in
            (UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 96)
        } })
    }
}
