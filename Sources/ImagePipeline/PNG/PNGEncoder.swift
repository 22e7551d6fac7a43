import CPNG
import Foundation

/// Encodes RGB pixels as an 8-bit RGB PNG with libpng's simplified API, with optional `tEXt`
/// chunks (the freedesktop thumbnail cache needs `Thumb::URI` and `Thumb::MTime`).
///
/// ```swift
/// let data = try PNGEncoder().encode(thumbnail, text: [("Thumb::URI", uri), ("Thumb::MTime", "1700000000")])
/// ```
public struct PNGEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Encodes `image`, with `text` as `tEXt` chunks (in order) before the image data.
    /// - Parameter text: keyword and Latin-1 text pairs; other characters in the text become `?`.
    /// - Throws: `PNGError.nothingToEncode`, `.invalidKeyword`, `.encodingFailed`.
    public func encode(_ image: PixelImage, text: [(keyword: String, text: String)] = []) throws -> Data {
        guard image.width > 0, image.height > 0 else { throw PNGError.nothingToEncode }
        var header = png_image()
        header.version = photo_tui_png_image_version()
        header.width = png_uint_32(image.width)
        header.height = png_uint_32(image.height)
        header.format = photo_tui_png_format_rgb()

        var size = 0
        // First call measures, second writes (the simplified API's documented pattern).
        let measured = image.pixels.withUnsafeBytes { source in
            png_image_write_to_memory(&header, nil, &size, 0, source.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw Self.failure(&header) }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { destination in
            image.pixels.withUnsafeBytes { source in
                png_image_write_to_memory(&header, destination.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw Self.failure(&header) }
        png_image_free(&header)
        let png = Data(bytes.prefix(size))
        return text.isEmpty ? png : try PNGTextChunks.insert(text, into: png)
    }

    private static func failure(_ header: inout png_image) -> PNGError {
        let message = String(cString: photo_tui_png_message(&header))
        png_image_free(&header)
        return .encodingFailed(message)
    }
}
