/// Where a photo that is a file on this machine lives. Only the folder source makes these (a
/// server's answer never names a local file), and the library keeps them with the photo.
public struct PhotoFile: Codable, Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// The path below the scanned folder, e.g. `2024/harbour/IMG_0001.JPG`.
    public var relativePath: String
    /// Bytes on disk.
    public var byteCount: Int

    /// Creates a file's record.
    public init(path: String, relativePath: String, byteCount: Int) {
        self.path = path
        self.relativePath = relativePath
        self.byteCount = byteCount
    }

    /// The file's name.
    public var name: String { relativePath.split(separator: "/").last.map(String.init) ?? path }

    /// The folder below the scanned one (empty at the top).
    public var folder: String {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast().joined(separator: "/")
    }
}
