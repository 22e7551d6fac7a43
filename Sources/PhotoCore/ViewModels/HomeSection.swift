/// Where one section of the home feed stands.
enum HomeSection {
    /// Its request is in flight.
    case pending
    /// Its photos arrived.
    case loaded(title: String, photos: [Photo])
    /// Its request failed; retry asks again.
    case failed(Error)
    /// There is nothing to show (fewer topics than sections).
    case absent

    var isSettled: Bool {
        if case .pending = self { return false }
        return true
    }

    var rows: [PhotoListRow] {
        guard case .loaded(let title, let photos) = self, !photos.isEmpty else { return [] }
        return [.section(title: title)] + photos.map(PhotoListRow.photo)
    }

    var error: Error? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
