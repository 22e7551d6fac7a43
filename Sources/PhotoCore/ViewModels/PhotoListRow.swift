import PhotoModel

/// One row of the browser's list: a section header on the home feed, a photo, or a topic or
/// collection to open.
public enum PhotoListRow: Equatable, Sendable {
    /// A home feed section header ("Editorial", a topic's title).
    case section(title: String)
    /// A photo.
    case photo(Photo)
    /// A topic or collection.
    case group(PhotoGroup)

    /// The photo this row shows, if it is one.
    public var photo: Photo? {
        if case .photo(let photo) = self { return photo }
        return nil
    }

    /// The topic or collection this row shows, if it is one.
    public var group: PhotoGroup? {
        if case .group(let group) = self { return group }
        return nil
    }

    /// The photo its thumbnail shows: the photo, or a group's cover.
    public var thumbnailPhoto: Photo? {
        switch self {
        case .photo(let photo): return photo
        case .group(let group): return group.cover
        case .section: return nil
        }
    }

    /// Its identity among the rows, for dropping repeats and keeping the selection; headers have
    /// none. A photo's carries its provider (a shelf lists several providers, whose ids may meet).
    public var id: String? {
        switch self {
        case .photo(let photo): return photo.photoID.description
        case .group(let group): return group.id
        case .section: return nil
        }
    }

    /// Whether the selection may rest on it (not a header).
    public var isSelectable: Bool { id != nil }
}
