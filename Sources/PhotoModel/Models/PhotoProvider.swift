/// Who a photo belongs to, and so whose credit and licence rules apply to it (``creditRule``).
///
/// A photo keeps its provider wherever it is shown: in a search, on a library shelf, in an
/// export. The offline library speaks Unsplash's API on the wire (or Openverse's with
/// `serve --api openverse`), but its photos are its own: `.offline`, credited as synthetic.
public enum PhotoProvider: String, Codable, Sendable, CaseIterable, Hashable, CustomStringConvertible {
    case unsplash
    case openverse
    /// photo-tui's offline library: synthetic photos rendered on this machine.
    case offline
    /// A local folder (`FolderPhotoService`): the id is the file's absolute path.
    case folder

    /// The name people know it by.
    public var displayName: String {
        switch self {
        case .unsplash: return "Unsplash"
        case .openverse: return "Openverse"
        case .offline: return "photo-tui's offline library"
        case .folder: return "your folder"
        }
    }

    /// How its photos are credited and licensed.
    public var creditRule: CreditRule {
        switch self {
        case .unsplash: return .unsplash
        case .openverse: return .creativeCommons
        case .offline: return .synthetic
        case .folder: return .ownFile
        }
    }

    public var description: String { rawValue }
}
