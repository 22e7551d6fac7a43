/// Why JPEG bytes could not become pixels (or pixels could not become JPEG bytes).
///
/// Every case reads as a sentence a log or a placeholder can show; none of them carries the
/// untrusted bytes themselves.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// The bytes are another image format (or not an image); the associated value names it.
    case unsupportedFormat(ImageFormat)
    /// The header says zero width or height.
    case zeroSize
    /// The image has more pixels than the decoder's budget allows.
    case tooLarge(width: Int, height: Int, budget: Int)
    /// The stream ends before the image does (a cut-off download or a half-written file).
    case truncated
    /// libjpeg-turbo refused the stream; the message is the library's own.
    case corrupt(String)
    /// Encoding failed; the message is the library's own.
    case encodingFailed(String)
    /// Encoding was asked for an image with no pixels.
    case nothingToEncode

    public var description: String {
        switch self {
        case .empty: return "the image is empty (0 bytes)"
        case .unsupportedFormat(.png): return "PNG is not supported; Unsplash serves JPEG"
        case .unsupportedFormat(let format): return "\(format) not supported"
        case .zeroSize: return "the JPEG says it is 0 pixels wide or high"
        case let .tooLarge(width, height, budget):
            return "the JPEG is \(width)×\(height) pixels, over the budget of \(budget) pixels"
        case .truncated: return "the JPEG is truncated"
        case .corrupt(let message): return "the JPEG is corrupt: \(message)"
        case .encodingFailed(let message): return "JPEG encoding failed: \(message)"
        case .nothingToEncode: return "cannot encode an image with no pixels"
        }
    }
}
