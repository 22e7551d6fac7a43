import Foundation
import PhotoModel

/// A photo as the library keeps it: the photo's JSON in Unsplash's shape, as it was shown, and
/// beside it what that shape has no room for: its provider, image sizes, licence, credit and
/// file. An offline photo is kept with its addresses on a placeholder host
/// (``OfflinePhotoAddress``), since this run's port dies with it.
///
/// Records written before the library kept these (a bare photo JSON) still read: the provider
/// comes from the record's key, and migration v3 rewrites them (``LibrarySchema``).
struct StoredPhoto: Codable {
    /// The record's shape; 2 since the provider is kept (1 was the bare photo).
    var format = 2
    var provider: PhotoProvider
    var photo: Photo
    var images: ImageSet?
    var license: PhotoLicense?
    var credit: PhotoCredit?
    var file: PhotoFile?

    /// The record of `photo`, as it is kept.
    init(_ photo: Photo) {
        let kept = OfflinePhotoAddress.stored(photo)
        provider = kept.provider
        self.photo = kept
        images = kept.imageSet
        license = kept.license
        credit = kept.credit
        file = kept.file
    }

    /// The photo, with everything it was shown with.
    var restored: Photo {
        var photo = self.photo
        photo.provider = provider
        photo.imageSet = images
        photo.license = license
        photo.credit = credit
        photo.file = file
        return photo
    }

    /// The JSON kept in the `photo` table.
    func encoded() throws -> Data { try JSONEncoder().encode(self) }

    /// The photo of a kept record: this shape, or a bare photo JSON written before it (whose
    /// provider the key `provider:id` names).
    static func decode(_ record: Data, key: String?) -> Photo? {
        if let stored = try? JSONDecoder().decode(StoredPhoto.self, from: record) { return stored.restored }
        guard var photo = try? JSONDecoder().decode(Photo.self, from: record) else { return nil }
        if let key, let colon = key.firstIndex(of: ":"), let provider = PhotoProvider(rawValue: String(key[..<colon])) {
            photo.provider = provider
        }
        return photo
    }
}
