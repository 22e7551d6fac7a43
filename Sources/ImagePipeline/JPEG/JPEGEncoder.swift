import CTurboJPEG
import Foundation

/// Encodes RGB pixels as a baseline JPEG with libjpeg-turbo (4:2:0 chroma subsampling).
///
/// Used by the offline library to serve its procedurally rendered photos and by tests to make
/// JPEGs of known content. A value type; each call opens its own handle, so it is thread-safe.
///
/// ```swift
/// let data = try JPEGEncoder(quality: 80).encode(image)
/// ```
public struct JPEGEncoder: Sendable {
    /// JPEG quality, 1–100.
    public var quality: Int

    /// Creates an encoder.
    /// - Parameter quality: 1–100 (clamped); imgix's default `q` is 75.
    public init(quality: Int = 80) {
        self.quality = min(max(quality, 1), 100)
    }

    /// Encodes `image`.
    /// - Returns: the JPEG bytes.
    /// - Throws: `JPEGError.nothingToEncode` for an image with no pixels,
    ///   `JPEGError.encodingFailed` if libjpeg-turbo fails.
    public func encode(_ image: PixelImage) throws -> Data {
        guard image.width > 0, image.height > 0 else { throw JPEGError.nothingToEncode }
        return try withHandle(tjInitCompress) { handle in
            var buffer: UnsafeMutablePointer<UInt8>? = nil
            var size: UInt = 0
            defer { tjFree(buffer) }
            let status = image.pixels.withUnsafeBufferPointer { source in
                tjCompress2(
                    handle, source.baseAddress, Int32(image.width), 0, Int32(image.height),
                    Int32(TJPF_RGB.rawValue), &buffer, &size, Int32(TJSAMP_420.rawValue),
                    Int32(quality), 0)
            }
            guard status == 0, let buffer else {
                throw JPEGError.encodingFailed(String(cString: tjGetErrorStr2(handle)))
            }
            return Data(bytes: buffer, count: Int(size))
        }
    }
}
