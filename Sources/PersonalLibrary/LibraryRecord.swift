import Foundation
import PhotoModel

/// How a photo is kept in the library: its key and the text a library search matches.
public enum LibraryRecord {
    /// `provider:id` (`openverse:…`, `offline:…`, `folder:/home/…`): two providers' ids may be
    /// the same string.
    public static func key(of photo: Photo) -> String { "\(photo.provider.rawValue):\(photo.id)" }

    /// Lower-cased title, description, author and tags.
    static func searchText(of photo: Photo) -> String {
        ([photo.title, photo.description ?? "", photo.user.name, photo.user.username, photo.effectiveCredit.creator ?? ""]
            + (photo.tags ?? []).map(\.title))
            .joined(separator: " ").lowercased()
    }
}
