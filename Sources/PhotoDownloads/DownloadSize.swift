import Foundation

/// The size a download is saved at: the original as the provider has it, or a width in pixels
/// (the height follows the photo's aspect).
public enum DownloadSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The full-size original (the default).
    case original
    /// This many pixels wide.
    case width(Int)

    /// The widest width accepted: far above any screen, below what would make a server refuse.
    public static let maximumWidth = 16_384

    /// Parses `original` or a whole number of pixels (`2400`); `nil` for anything else,
    /// including widths outside 1…``maximumWidth``.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "original" {
            self = .original
            return
        }
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let width = Int(trimmed), (1...Self.maximumWidth).contains(width) else {
            return nil
        }
        self = .width(width)
    }

    /// What goes between the file's stem and its extension, so a smaller copy never takes the
    /// original's name: `-2400w`, or nothing for the original.
    public var fileNameSuffix: String {
        switch self {
        case .original: return ""
        case .width(let width): return "-\(width)w"
        }
    }

    /// `original` or `2400w`.
    public var description: String {
        switch self {
        case .original: return "original"
        case .width(let width): return "\(width)w"
        }
    }
}

