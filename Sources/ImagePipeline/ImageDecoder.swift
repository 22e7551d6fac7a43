import Foundation
import PhotoModel

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

    /// Decodes and fills exactly `size` the way ``Resampler/fill(_:to:)`` does (the largest
    /// centred crop with its aspect): the same pixels as `Resampler.fill(decode(data, atLeast:
    /// size), to: size)`, but an upright JPEG decodes only the rows and columns the crop keeps.
    /// - Throws: `JPEGError` or `PNGError`.
    public func decodeFilling(_ data: Data, to size: PixelSize) throws -> PixelImage {
        if ImageFormat(sniffing: data) != .png, ExifReader.orientation(of: data) == .up {
            return try JPEGDecoder(pixelBudget: pixelBudget).decodeCrop(data, toAspectOf: size).resampled(to: size)
        }
        // A turned photo crops in upright coordinates, after turning: decoded whole.
        return Resampler.fill(try decode(data, atLeast: size), to: size)
    }
}
