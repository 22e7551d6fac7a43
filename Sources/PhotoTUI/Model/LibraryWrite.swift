import Foundation
import PhotoCore

/// One write to the personal library, as a value: what ``BrowserEffect/write(_:)`` asks for, and
/// what a failure hands back to be undone on screen.
enum LibraryWrite: Equatable, Sendable {
    /// A search the person made, for ↑ in the box.
    case recordSearch(String, source: String)
    /// A photo opened in the detail.
    case recordView(Photo)
    /// A finished download (its size is read with the write, off the loop).
    case recordDownload(Photo, path: String)
    /// Stars (`starred`) or unstars `photos`; `wereStarred` holds the keys of those starred
    /// before, so a failure puts each back as it was. `batch`: the marked photos (`s` with marks).
    case setFavorites([Photo], starred: Bool, wereStarred: Set<String>, batch: Bool)
    /// Each photo's new rating (`photos[i]` gets `ratings[i]`); a failure leaves them shown,
    /// marked not saved.
    case setRatings(photos: [Photo], ratings: [PhotoRating])

    /// The status line's words when the write fails, before the library's explanation.
    var failure: String {
        switch self {
        case .setFavorites(_, _, _, let batch): return batch ? "Could not save the stars" : "Could not save the star"
        case .setRatings: return "The rating shows but is not saved"
        case .recordSearch, .recordView, .recordDownload: return "Your library could not be saved"
        }
    }

    /// Carries the write out (off the loop).
    func perform(on library: PhotoLibrary) throws {
        switch self {
        case .recordSearch(let text, let source): try library.recordSearch(text, source: source)
        case .recordView(let photo): try library.recordView(photo)
        case .recordDownload(let photo, let path):
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            try library.recordDownload(photo, path: path, bytes: bytes)
        case .setFavorites(let photos, let starred, _, _):
            for photo in photos { try library.setFavorite(photo, starred) }
        case .setRatings(let photos, let ratings): try library.setRatings(Array(zip(photos, ratings)).map { (photo: $0.0, rating: $0.1) })
        }
    }

    /// What a failure takes back on screen: the stars as they were; ratings stay, marked not saved.
    func undo(in state: inout BrowserState) {
        switch self {
        case .setFavorites(let photos, _, let wereStarred, _):
            for key in photos.map(LibraryRecord.key(of:)) {
                if wereStarred.contains(key) { state.favoriteKeys.insert(key) } else { state.favoriteKeys.remove(key) }
            }
        case .setRatings(let photos, _): state.culling.unsaved.formUnion(photos.map(LibraryRecord.key(of:)))
        case .recordSearch, .recordView, .recordDownload: break
        }
    }
}
