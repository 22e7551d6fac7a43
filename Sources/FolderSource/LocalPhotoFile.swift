import Foundation
import ImagePipeline
import PhotoModel

/// One photo file found by a folder scan: where it is, when it last changed, what its header
/// and EXIF say, and what the index learnt from its pixels (a perceptual hash, the average
/// colour) and its position (a place name).
public struct LocalPhotoFile: Sendable, Equatable {
    /// The absolute path, as a lossless string (``FileNameBytes``: a name that is not UTF-8
    /// keeps its bytes).
    public let path: String
    /// The path below the scanned folder, e.g. `2024/harbour/IMG_0001.JPG` (lossless too).
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
    /// The modification time in nanoseconds (with ``inode`` and ``byteCount``, how the index
    /// knows a file has not changed).
    public var modifiedNanoseconds: Int64
    public var inode: UInt64
    /// Where the EXIF thumbnail's JPEG lies in the file, when it has one.
    public var exifThumbnail: Range<Int>?
    /// A 64-bit dHash of the small picture (``PerceptualHash``); `nil` until the index made it.
    public var perceptualHash: UInt64?
    /// The average colour, `0xRRGGBB`; `nil` until the index made it.
    public var averageColor: UInt32?
    /// Where it was taken, by name (the nearest town to its GPS position), when known.
    public var place: String?

    /// Creates a file record.
    public init(path: String, relativePath: String, byteCount: Int, modified: Int, format: ImageFormat,
                pixelSize: PixelSize, metadata: ExifMetadata?, modifiedNanoseconds: Int64? = nil, inode: UInt64 = 0,
                exifThumbnail: Range<Int>? = nil, perceptualHash: UInt64? = nil, averageColor: UInt32? = nil,
                place: String? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.byteCount = byteCount
        self.modified = modified
        self.format = format
        self.pixelSize = pixelSize
        self.metadata = metadata
        self.modifiedNanoseconds = modifiedNanoseconds ?? Int64(modified) * 1_000_000_000
        self.inode = inode
        self.exifThumbnail = exifThumbnail
        self.perceptualHash = perceptualHash
        self.averageColor = averageColor
        self.place = place
        let capture = CaptureDate(metadata: metadata, modified: modified)
        date = capture.date
        dateNote = capture.note
        searchText = Self.searchText(relativePath: relativePath, metadata: metadata, date: capture.date, place: place)
    }

    /// The same file placed at `place` (its text then finds it by the place's name).
    public func with(place: String?) -> LocalPhotoFile {
        var placed = self
        placed.place = place
        // The place is the search text's last part: appended, not everything made again.
        if self.place == nil, let place {
            placed.searchText = searchText + "\n" + place.lowercased()
        } else if self.place != place {
            placed.searchText = Self.searchText(relativePath: relativePath, metadata: metadata, date: date, place: place)
        }
        return placed
    }

    /// The file name (for people: ``FileNameBytes/display(_:)`` shows bytes that are not UTF-8).
    public var name: String { (relativePath as NSString).lastPathComponent }

    /// The folder below the scanned one (empty at the top).
    public var folder: String { (relativePath as NSString).deletingLastPathComponent }

    /// The photo id: the absolute path (``PhotoID`` writes it `folder:PATH`).
    public var id: String { path }

    /// The path's bytes, for `open`.
    public var pathBytes: [UInt8] { FileNameBytes.bytes(of: path) }

    /// Landscape, portrait or square, by the upright pixel size (as the offline library judges
    /// it: a tenth either way is square); `nil` when the size is unknown.
    public var orientation: SearchQuery.Orientation? {
        let width = Double(pixelSize.width), height = Double(pixelSize.height)
        guard width > 0, height > 0 else { return nil }
        if width > height * 1.1 { return .landscape }
        if height > width * 1.1 { return .portrait }
        return .squarish
    }

    /// When it was taken (EXIF), else when the file last changed, as a calendar reads it: EXIF
    /// has no zone, so both are wall-clock times kept as UTC.
    public let date: Date

    /// Why ``date`` is the file's time, when it is: no EXIF date, an unreadable one, one in the
    /// future. `nil` when it is the EXIF date.
    public let dateNote: String?

    /// Whether every term (lowercased) is in the file name, folder, camera, lens, date taken
    /// (`2024-07-14`, so `2024-07` finds July), place or keywords.
    public func matches(_ terms: [String]) -> Bool {
        terms.allSatisfy { searchText.contains($0) }
    }

    /// Splits a query into lowercased terms.
    public static func terms(of query: String) -> [String] {
        query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The lowercased text a search matches.
    private(set) var searchText: String

    // MARK: - Private

    private static func searchText(relativePath: String, metadata: ExifMetadata?, date: Date, place: String?) -> String {
        var parts = [FileNameBytes.display(relativePath)]
        if let metadata {
            parts += [metadata.make, metadata.model, metadata.lens, metadata.imageDescription, metadata.artist].compactMap { $0 }
            parts += metadata.keywords
        }
        // "2024-07-14 10:30:00", from the EXIF date or the file's: `2024-07` finds July.
        parts.append(CaptureDate.searchText(date))
        if let place { parts.append(place) }
        return parts.joined(separator: "\n").lowercased()
    }
}
