/// What the browser shows while the search box is empty.
public enum HomeFeed: Sendable, Hashable {
    /// An editorial feed (``PhotoService/listPhotos(page:perPage:)``) under `heading`, followed
    /// by topic sections when the source offers topics (Unsplash, the offline library). Filters
    /// apply to searches only.
    case editorial(heading: String)
    /// Every photo, in the chosen order, with the filters applied: an empty search (a folder, a
    /// shelf, Openverse). No section headings.
    case everything

    /// The editorial feed's heading, or `nil` when the source has none.
    public var heading: String? {
        if case .editorial(let heading) = self { return heading }
        return nil
    }
}
