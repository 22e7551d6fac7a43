/// One row of the browser's list: a section header on the home feed, or a photo.
public enum PhotoListRow: Equatable, Sendable {
    /// A home feed section header ("Editorial", a topic's title).
    case section(title: String)
    /// A photo.
    case photo(Photo)

    /// The photo this row shows, if it is one.
    public var photo: Photo? {
        if case .photo(let photo) = self { return photo }
        return nil
    }
}
