import PhotoCore

/// `photo-tui pick`: the photos marked with Tab, in the order marked, and what was chosen when
/// the picker ended (`nil` while it runs or after a cancel).
struct PickerState: Equatable {
    var marked: [Photo] = []
    var chosen: [Photo]?

    func isMarked(_ photo: Photo) -> Bool { marked.contains { $0.id == photo.id } }

    /// Marks `photo`, or unmarks it when it was marked.
    mutating func toggle(_ photo: Photo) {
        if let index = marked.firstIndex(where: { $0.id == photo.id }) {
            marked.remove(at: index)
        } else {
            marked.append(photo)
        }
    }
}
