import PhotoCore

/// The photos marked with Tab, in the order marked: what `photo-tui pick` prints on Enter and what
/// the browser's batch actions (`s`, `1`–`5`, `x`, `d`, `y`) act on. Photos are kept whole, so a
/// mark outlives the list it was made in (a new search keeps the marks).
struct MarkSet: Equatable {
    private(set) var photos: [Photo] = []
    private var ids: Set<String> = []

    var count: Int { photos.count }
    var isEmpty: Bool { photos.isEmpty }

    func contains(_ photo: Photo) -> Bool { ids.contains(photo.id) }

    /// Marks `photo`, or unmarks it when it was marked. Returns whether it is marked now.
    @discardableResult
    mutating func toggle(_ photo: Photo) -> Bool {
        if ids.remove(photo.id) != nil {
            photos.removeAll { $0.id == photo.id }
            return false
        }
        ids.insert(photo.id)
        photos.append(photo)
        return true
    }

    /// Marks every photo of `photos` not marked yet, in their order. Returns how many were added.
    @discardableResult
    mutating func insert(_ photos: [Photo]) -> Int {
        let new = photos.filter { ids.insert($0.id).inserted }
        self.photos += new
        return new.count
    }

    /// Unmarks everything.
    mutating func removeAll() {
        photos = []
        ids = []
    }

    /// A marked photo's record brought up to date (the full record arrived, or it was renamed).
    mutating func refresh(_ photo: Photo) {
        guard ids.contains(photo.id), let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index] = photo
    }
}
