/// Why a finished download was not put in place.
public enum DownloadPlacementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Something already exists at `path`; nothing was replaced.
    case exists(path: String)
    /// `path` is a symlink, FIFO, device, socket or folder, which is never replaced.
    case notRegularFile(path: String, kind: String)
    /// The file system refused (`message` is the system's text).
    case fileSystem(path: String, message: String)

    /// One line for stderr or the status bar.
    public var userMessage: String {
        switch self {
        case .exists(let path): return "\(path) already exists; not replaced."
        case .notRegularFile(let path, let kind): return "\(path) is a \(kind); refusing to replace it."
        case .fileSystem(let path, let message): return "Could not write \(path): \(message)."
        }
    }

    public var description: String { userMessage }
}
