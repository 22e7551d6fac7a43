/// Why PNG bytes could not become pixels (or pixels could not become PNG bytes).
///
/// Every case reads as a sentence a log or a placeholder can show; none carries the bytes.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
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
    /// libpng refused the stream; the message is the library's own.
    case corrupt(String)
    /// Encoding failed; the message is the library's own.
    case encodingFailed(String)
    /// Encoding was asked for an image with no pixels.
    case nothingToEncode
    /// A text chunk's keyword is empty, longer than 79 bytes or not Latin-1 printable.
    case invalidKeyword(String)

    public var description: String {
        switch self {
        case .empty: return "the image is empty (0 bytes)"
        case .unsupportedFormat(let format): return "\(format) is not a PNG"
        case .zeroSize: return "the PNG says it is 0 pixels wide or high"
        case let .tooLarge(width, height, budget):
            return "the PNG is \(width)×\(height) pixels, over the budget of \(budget) pixels"
        case .truncated: return "the PNG is truncated"
        case .corrupt(let message): return "the PNG is corrupt: \(message)"
        case .encodingFailed(let message): return "PNG encoding failed: \(message)"
        case .nothingToEncode: return "cannot encode an image with no pixels"
        case .invalidKeyword(let keyword): return "“\(keyword)” is not a valid PNG text keyword"
        }
    }
}
