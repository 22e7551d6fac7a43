/// Decoded pixels: `width × height` RGB triples, row by row, 3 bytes a pixel, no padding.
///
/// The currency of the image pipeline: the JPEG decoder and the offline library's renderer
/// produce it, the caches hold it, and the app hands its bytes to the terminal's cell converters.
public struct PixelImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 3` bytes of RGB.
    public var pixels: [UInt8]

    /// Creates an image from RGB bytes; `pixels.count` must be `width * height * 3`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 3, "pixel count mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The number of bytes the pixels take, used by the memory cache's budget.
    public var byteCount: Int { pixels.count }
}
