import PhotoModel

/// Full records fetched this session, so coming back to a photo shows it complete without a
/// request. Used on the main scheduler only; keeps the most recent `limit`.
final class FullRecordMemo {
    private var photos: [String: Photo] = [:]
    private var order: [String] = []
    private let limit: Int

    init(limit: Int = 256) {
        self.limit = limit
    }

    func photo(id: String) -> Photo? { photos[id] }

    func store(_ photo: Photo) {
        if photos.updateValue(photo, forKey: photo.id) == nil { order.append(photo.id) }
        while order.count > limit { photos.removeValue(forKey: order.removeFirst()) }
    }
}
