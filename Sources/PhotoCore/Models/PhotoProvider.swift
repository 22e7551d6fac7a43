/// Which service a photo came from, and so which API dialect, credit rules and image sizing apply.
///
/// The offline library speaks Unsplash's API (or Openverse's with `serve --api openverse`), so its
/// photos carry the provider of the dialect that served them.
public enum PhotoProvider: String, Codable, Sendable, CaseIterable, Hashable, CustomStringConvertible {
    case unsplash
    case openverse
    /// A local folder (`FolderPhotoService`): the id is `folder:` and the file's path.
    case folder

    /// The name people know it by.
    public var displayName: String {
        switch self {
        case .unsplash: return "Unsplash"
        case .openverse: return "Openverse"
        case .folder: return "your folder"
        }
    }

    public var description: String { rawValue }
}
