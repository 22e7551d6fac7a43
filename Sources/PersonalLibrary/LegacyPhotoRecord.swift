import Foundation
import GRDB
import PhotoModel

/// A photo record written before the library kept providers (schema v1–v2: the bare photo JSON,
/// whose encoding leaves out provider, licence, credit and file), and what migration v3 makes of
/// it: the provider its key and addresses say, the credit and licence that can be known, and
/// the key it is kept under now.
///
/// - `unsplash:ID` with its images on a loopback `/images/` address was the offline library's
///   (which passed its photos off as Unsplash's): `offline:ID`, addresses on the placeholder.
/// - `folder:folder:PATH` (the old id carried the prefix): `folder:PATH`, the file's name and
///   folder kept as its file, the folder no longer standing in for an author.
/// - `openverse:ID`: its fixed image sizes again; its licence was never kept, so it reads as
///   "licence not recorded" rather than as Unsplash's.
struct LegacyPhotoRecord {
    let key: String
    let photo: Photo

    /// Reads a v1–v2 record; `nil` when it is not one (already migrated, or unreadable).
    init?(key: String, record: Data) {
        guard (try? JSONDecoder().decode(StoredPhoto.self, from: record)) == nil,
              let photo = try? JSONDecoder().decode(Photo.self, from: record),
              let colon = key.firstIndex(of: ":"), let provider = PhotoProvider(rawValue: String(key[..<colon]))
        else { return nil }
        self.key = key
        var upgraded = photo
        upgraded.provider = provider
        switch provider {
        case .unsplash where Self.isOfflineLibrary(photo):
            upgraded.provider = .offline
        case .folder:
            if upgraded.id.hasPrefix("folder:") { upgraded.id.removeFirst("folder:".count) }
            let name = photo.description ?? (upgraded.id as NSString).lastPathComponent
            let folder = photo.user.name == "." ? "" : photo.user.name
            upgraded.file = PhotoFile(path: upgraded.id, relativePath: folder.isEmpty ? name : folder + "/" + name, byteCount: 0)
            upgraded.user = User(id: "", username: "", name: "")
            upgraded.credit = PhotoCredit(rule: .ownFile, title: name, creator: nil, license: nil)
        case .openverse:
            upgraded.imageSet = .fixed(original: photo.urls.raw, thumbnail: photo.urls.small == photo.urls.raw ? nil : photo.urls.small)
        default:
            break
        }
        self.photo = upgraded
    }

    /// The key it is kept under now.
    var upgradedKey: String { LibraryRecord.key(of: photo) }

    /// Rewrites every old record of `db` in the new shape, under its new key (with its stars,
    /// views and downloads).
    static func migrateAll(in db: Database) throws {
        for row in try Row.fetchAll(db, sql: "SELECT key, record FROM photo") {
            guard let legacy = LegacyPhotoRecord(key: row["key"], record: row["record"]) else { continue }
            let newKey = legacy.upgradedKey
            try db.execute(sql: "UPDATE photo SET record = ?, searchText = ? WHERE key = ?",
                           arguments: [try StoredPhoto(legacy.photo).encoded(), LibraryRecord.searchText(of: legacy.photo), legacy.key])
            guard newKey != legacy.key else { continue }
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM photo WHERE key = ?", arguments: [newKey]) == true {
                // Kept twice: the newer key's record stays, the old one's marks move to it.
                try move(from: legacy.key, to: newKey, in: db)
                try db.execute(sql: "DELETE FROM photo WHERE key = ?", arguments: [legacy.key])
            } else {
                try db.execute(sql: "UPDATE photo SET key = ? WHERE key = ?", arguments: [newKey, legacy.key])
                try move(from: legacy.key, to: newKey, in: db)
            }
        }
    }

    private static func move(from old: String, to new: String, in db: Database) throws {
        for table in ["favorite", "viewed", "download"] {
            try db.execute(sql: "UPDATE OR IGNORE \(table) SET photoKey = ? WHERE photoKey = ?", arguments: [new, old])
            try db.execute(sql: "DELETE FROM \(table) WHERE photoKey = ?", arguments: [old])
        }
    }

    /// The offline library's photos had their images on a loopback `/images/` address.
    private static func isOfflineLibrary(_ photo: Photo) -> Bool {
        guard let host = photo.urls.raw.host else { return false }
        return CacheKey.isLoopback(host) && photo.urls.raw.path.hasPrefix("/images/")
    }
}
