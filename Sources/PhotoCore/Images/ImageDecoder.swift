import Foundation

/// Decodes whatever image bytes arrive, JPEG or PNG, judged by their first bytes, with one
/// pixel budget for both. Other formats throw the JPEG decoder's `unsupportedFormat` error,
/// which names what the bytes are.
///
/// ```swift
/// let pixels = try ImageDecoder().decode(data, atLeast: PixelSize(width: 80, height: 40))
/// ```
public struct ImageDecoder: Sendable {
    /// The largest source (`width * height`) either decoder will touch.
    public var pixelBudget: Int

    /// Creates a decoder.
    public init(pixelBudget: Int = JPEGDecoder.defaultPixelBudget) {
        self.pixelBudget = pixelBudget
    }

    /// Decodes JPEG (DCT-scaled to cover `target`) or PNG (full size).
    /// - Throws: `JPEGError` or `PNGError`.
    public func decode(_ data: Data, atLeast target: PixelSize? = nil) throws -> PixelImage {
        if ImageFormat(sniffing: data) == .png {
            return try PNGDecoder(pixelBudget: pixelBudget).decode(data, atLeast: target)
        }
        return try JPEGDecoder(pixelBudget: pixelBudget).decode(data, atLeast: target)
    }
}
