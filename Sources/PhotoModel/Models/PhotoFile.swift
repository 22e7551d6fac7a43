/// Where a photo that is a file on this machine lives. Only the folder source makes these (a
/// server's answer never names a local file), and the library keeps them with the photo.
public struct PhotoFile: Codable, Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// The path below the scanned folder, e.g. `2024/harbour/IMG_0001.JPG`.
    public var relativePath: String
    /// Bytes on disk.
    public var byteCount: Int
    /// Why the photo's date is the file's time and not its EXIF date ("file time (no EXIF
    /// date)"); `nil` when it is the EXIF date.
    public var dateNote: String?

    /// Creates a file's record. `path` and `relativePath` are lossless strings
    /// (``FileNameBytes``): a name that is not UTF-8 keeps its bytes.
    public init(path: String, relativePath: String, byteCount: Int, dateNote: String? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.byteCount = byteCount
        self.dateNote = dateNote
    }

    /// The path for people: bytes that are not UTF-8 as U+FFFD.
    public var displayPath: String { FileNameBytes.display(path) }

    /// The path for machine output (JSON): bytes that are not UTF-8 as `\xE9`.
    public var escapedPath: String { FileNameBytes.escaped(path) }

    /// The file's name, for people.
    public var name: String { FileNameBytes.display(relativePath.split(separator: "/").last.map(String.init) ?? path) }

    /// The folder below the scanned one (empty at the top), for people.
    public var folder: String {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        return FileNameBytes.display(parts.dropLast().joined(separator: "/"))
    }
}
