/// RGB pixels handed to the terminal's image converters: `width × height` triples, row by
/// row, no padding. The terminal toolkit knows nothing of where they came from.
public struct RGBPixels: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 3` bytes.
    public let bytes: [UInt8]

    /// Wraps RGB bytes (no copy: arrays share storage); `bytes.count` must be `width * height * 3`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 3, "pixel count mismatch")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixels of `rect` (clipped to the image).
    public func cropped(to rect: Rect) -> RGBPixels {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return RGBPixels(width: 0, height: 0, bytes: []) }
        var result: [UInt8] = []
        result.reserveCapacity(clipped.width * clipped.height * 3)
        for y in clipped.y..<clipped.maxY {
            let start = (y * width + clipped.x) * 3
            result.append(contentsOf: bytes[start..<(start + clipped.width * 3)])
        }
        return RGBPixels(width: clipped.width, height: clipped.height, bytes: result)
    }
}
