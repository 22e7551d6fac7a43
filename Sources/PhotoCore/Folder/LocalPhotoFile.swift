import Foundation

/// One photo file found by a folder scan: where it is, when it last changed, what its header
/// and EXIF say.
public struct LocalPhotoFile: Sendable, Equatable {
    /// The absolute path.
    public let path: String
    /// The path below the scanned folder, e.g. `2024/harbour/IMG_0001.JPG`.
    public let relativePath: String
    /// Bytes on disk.
    public let byteCount: Int
    /// The modification time, whole seconds since 1970 (what `Thumb::MTime` records).
    public let modified: Int
    /// JPEG or PNG, judged by the bytes, not the name.
    public let format: ImageFormat
    /// The upright size (EXIF orientation applied); zero when the header could not be read.
    public let pixelSize: PixelSize
    /// `nil` for files without EXIF (PNG, edited exports).
    public let metadata: ExifMetadata?

    /// Creates a file record.
    public init(path: String, relativePath: String, byteCount: Int, modified: Int, format: ImageFormat,
                pixelSize: PixelSize, metadata: ExifMetadata?) {
        self.path = path
        self.relativePath = relativePath
        self.byteCount = byteCount
        self.modified = modified
        self.format = format
        self.pixelSize = pixelSize
        self.metadata = metadata
        date = metadata?.dateTakenDate ?? Date(timeIntervalSince1970: TimeInterval(modified))
        searchText = Self.searchText(relativePath: relativePath, metadata: metadata)
    }

    /// The file name.
    public var name: String { (relativePath as NSString).lastPathComponent }

    /// The folder below the scanned one (empty at the top).
    public var folder: String { (relativePath as NSString).deletingLastPathComponent }

    /// The photo id: the absolute path (``PhotoID`` writes it `folder:PATH`).
    public var id: String { path }

    /// Landscape, portrait or square, by the upright pixel size (as the offline library judges
    /// it: a tenth either way is square); `nil` when the size is unknown.
    public var orientation: SearchQuery.Orientation? {
        let width = Double(pixelSize.width), height = Double(pixelSize.height)
        guard width > 0, height > 0 else { return nil }
        if width > height * 1.1 { return .landscape }
        if height > width * 1.1 { return .portrait }
        return .squarish
    }

    /// When it was taken, else when the file last changed.
    public let date: Date

    /// Whether every term (lowercased) is in the file name, folder, camera, date taken
    /// (`2024-07-14`, so `2024-07` finds July) or keywords.
    public func matches(_ terms: [String]) -> Bool {
        terms.allSatisfy { searchText.contains($0) }
    }

    /// Splits a query into lowercased terms.
    public static func terms(of query: String) -> [String] {
        query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    // MARK: - Private

    private let searchText: String

    private static func searchText(relativePath: String, metadata: ExifMetadata?) -> String {
        var parts = [relativePath]
        if let metadata {
            parts += [metadata.make, metadata.model, metadata.lens, metadata.imageDescription, metadata.artist].compactMap { $0 }
            if let date = metadata.dateTaken {
                // "2024:07:14 10:30:00" → "2024-07-14 10:30:00".
                parts.append(String(date.prefix(10)).replacingOccurrences(of: ":", with: "-") + String(date.dropFirst(10)))
            }
            parts += metadata.keywords
        }
        return parts.joined(separator: "\n").lowercased()
    }
}
