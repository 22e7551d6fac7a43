import PhotoModel

/// What the detail pane shows: the photo as the list knew it, then the full record.
public struct PhotoDetail: Equatable, Sendable {
    /// The photo; from the list at first, from `/photos/:id` once `isComplete`.
    public let photo: Photo
    /// Whether `/photos/:id` has answered (EXIF, location, tags, views and downloads are known).
    public let isComplete: Bool

    /// Creates a detail.
    public init(photo: Photo, isComplete: Bool) {
        self.photo = photo
        self.isComplete = isComplete
    }
}
