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
}
