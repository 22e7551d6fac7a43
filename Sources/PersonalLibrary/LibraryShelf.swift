/// A part of the library the browser can show as its list: starred photos, photos looked at,
/// photos downloaded.
public enum LibraryShelf: String, CaseIterable, Sendable {
    case favourites
    case recent
    case downloads

    /// The status line's name for it.
    public var title: String {
        switch self {
        case .favourites: return "Favourites"
        case .recent: return "Recently viewed"
        case .downloads: return "Downloads"
        }
    }

    /// Its table, and the column that orders it (newest first).
    var table: (name: String, time: String) {
        switch self {
        case .favourites: return ("favorite", "addedAt")
        case .recent: return ("viewed", "viewedAt")
        case .downloads: return ("download", "savedAt")
        }
    }
}
