import Foundation

/// Decodes whatever image bytes arrive, JPEG or PNG, judged by their first bytes, with one
/// pixel budget for both, and turns a JPEG upright by its EXIF orientation (as browsers do), so
/// a camera's portrait photo never shows on its side. Other formats throw the JPEG decoder's
/// `unsupportedFormat` error, which names what the bytes are.
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

    /// Decodes JPEG (DCT-scaled to cover `target`, then turned upright) or PNG (full size).
    /// - Parameter target: the upright size the caller will resample from.
    /// - Throws: `JPEGError` or `PNGError`.
    public func decode(_ data: Data, atLeast target: PixelSize? = nil) throws -> PixelImage {
        if ImageFormat(sniffing: data) == .png {
            return try PNGDecoder(pixelBudget: pixelBudget).decode(data, atLeast: target)
        }
        let orientation = ExifReader.orientation(of: data)
        let storedTarget = target.map { orientation.uprightSize($0) }
        let decoded = try JPEGDecoder(pixelBudget: pixelBudget).decode(data, atLeast: storedTarget)
        return orientation.apply(to: decoded)
    }
}
