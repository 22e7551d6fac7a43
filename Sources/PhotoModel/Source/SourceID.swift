/// Which source a list of photos comes from: the name used by `--source`, the config file's
/// `source`, the filters overlay's Source row and the library's record of a search.
///
/// A source is not a photo's provider (``PhotoProvider``): a library shelf holds photos of every
/// provider, each credited by its own rules.
public enum SourceID: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Unsplash's API with a key (or another server that speaks it).
    case unsplash
    /// Openverse's API: Creative Commons works, no key.
    case openverse
    /// The offline library: synthetic photos served in-process on loopback.
    case offline
    /// Folders of the person's own photos.
    case folder
    /// The person's library: favourites, recently viewed, downloads.
    case library

    /// The provider every photo of this source has; `nil` for the library, whose shelves hold
    /// photos of every provider.
    public var provider: PhotoProvider? {
        switch self {
        case .unsplash: return .unsplash
        case .openverse: return .openverse
        case .offline: return .offline
        case .folder: return .folder
        case .library: return nil
        }
    }

    public var description: String { rawValue }
}
