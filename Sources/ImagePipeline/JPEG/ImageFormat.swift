/// What a blob of bytes claims to be, judged by its first bytes (its "magic number").
///
/// Servers answer with HTML error pages, JSON or PNG more often than one would think; naming the
/// format lets the error say so instead of "corrupt JPEG".
public enum ImageFormat: Equatable, Sendable, CustomStringConvertible {
    case jpeg
    case png
    case gif
    case webp
    case avif
    /// Text: an HTML error page or a JSON body.
    case text
    /// None of the above.
    case unknown

    /// Sniffs the format from the first bytes.
    public init<Bytes: Collection>(sniffing bytes: Bytes) where Bytes.Element == UInt8 {
        // A JPEG, by far the most asked about (several times per file indexed), without the
        // copies below.
        var index = bytes.startIndex
        var matched = 0
        while matched < 3, index != bytes.endIndex, bytes[index] == (matched == 1 ? 0xD8 : 0xFF) {
            matched += 1
            index = bytes.index(after: index)
        }
        if matched == 3 {
            self = .jpeg
            return
        }
        let head = Array(bytes.prefix(16))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("GIF8".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftypavif".utf8), at: 4) || starts(Array("ftypavis".utf8), at: 4) {
            self = .avif
        } else if let first = head.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
                  first == UInt8(ascii: "<") || first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            self = .text
        } else {
            self = .unknown
        }
    }

    public var description: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .gif: return "GIF"
        case .webp: return "WebP"
        case .avif: return "AVIF"
        case .text: return "Text (HTML or JSON)"
        case .unknown: return "An unknown format"
        }
    }
}
