import PhotoCore

/// What one row of the result list shows: a section header on the home feed or a photo.
enum ListItem: Equatable {
    case section(String)
    case photo(Photo)

    var photo: Photo? {
        if case .photo(let photo) = self { return photo }
        return nil
    }
}
