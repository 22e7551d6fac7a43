import EventStream
import Foundation
import GRDB
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import OpenverseSource
@testable import PersonalLibrary
@testable import PhotoModel

/// Migration v3 on a library file made by the schema before it (v1 and v2, written here as the
/// SQL they ran, so the file is what an earlier photo-tui left): every record gets its provider,
/// licence, credit and file, and the offline library's photos are kept by id.
@Suite("Library records of earlier versions, migrated")
struct LegacyPhotoRecordTests {
    /// Schema v1 and v2 as they were, under the identifiers GRDB recorded for them.
    private static let oldSchema = [
        ("v1: photos, favourites, views, searches, downloads", """
            CREATE TABLE photo (key TEXT PRIMARY KEY, record BLOB NOT NULL, updatedAt DOUBLE NOT NULL);
            CREATE TABLE favorite (photoKey TEXT PRIMARY KEY REFERENCES photo(key) ON DELETE CASCADE, addedAt DOUBLE NOT NULL);
            CREATE INDEX favorite_on_addedAt ON favorite(addedAt);
            CREATE TABLE viewed (photoKey TEXT PRIMARY KEY REFERENCES photo(key) ON DELETE CASCADE, viewedAt DOUBLE NOT NULL);
            CREATE INDEX viewed_on_viewedAt ON viewed(viewedAt);
            CREATE TABLE search (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, source TEXT NOT NULL,
                                 filters TEXT NOT NULL, searchedAt DOUBLE NOT NULL);
            CREATE INDEX search_on_text ON search(text);
            CREATE TABLE download (id INTEGER PRIMARY KEY AUTOINCREMENT,
                                   photoKey TEXT NOT NULL REFERENCES photo(key) ON DELETE CASCADE, path TEXT NOT NULL,
                                   bytes INTEGER NOT NULL, credit TEXT NOT NULL, savedAt DOUBLE NOT NULL);
            CREATE INDEX download_on_savedAt ON download(savedAt);
            """),
        ("v2: searchable photo text", "ALTER TABLE photo ADD COLUMN searchText TEXT NOT NULL DEFAULT ''"),
    ]

    /// A library file as photo-tui left it before v3: an Unsplash photo, an offline-library photo
    /// passed off as Unsplash's on a loopback port, an Openverse work without its licence, and a
    /// folder's file whose folder stood in for its author; starred, viewed and downloaded.
    private static func oldLibrary(at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for (identifier, sql) in oldSchema {
                try db.execute(sql: sql)
                try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [identifier])
            }
            // The records are the bare JSON Photo's encoder writes (it has not changed).
            let records: [(String, Photo, String)] = [
                ("unsplash:u1", unsplash, "harbour ana"), ("unsplash:off1", offline, "quiet sea mina"),
                ("openverse:\(work.id)", work.photo, "beach kim"), ("folder:folder:/home/ada/Pictures/holiday/IMG_0001.jpg", file, "img"),
            ]
            for (index, (key, photo, text)) in records.enumerated() {
                try db.execute(sql: "INSERT INTO photo (key, record, updatedAt, searchText) VALUES (?, ?, ?, ?)",
                               arguments: [key, try JSONEncoder().encode(photo), Double(index), text])
                try db.execute(sql: "INSERT INTO favorite (photoKey, addedAt) VALUES (?, ?)", arguments: [key, Double(index)])
            }
            try db.execute(sql: "INSERT INTO viewed (photoKey, viewedAt) VALUES ('unsplash:off1', 9)")
            try db.execute(sql: """
                INSERT INTO download (photoKey, path, bytes, credit, savedAt)
                VALUES ('unsplash:off1', '/home/ada/Pictures/photo-tui/mina-off1-unsplash.jpg', 10, 'Photo by Mina on Unsplash', 9)
                """)
        }
    }

    static let unsplash = Photo(
        id: "u1", width: 4000, height: 3000, description: "Harbour", urls: urls("https://images.unsplash.com/photo-1"),
        links: PhotoLinks(html: URL(string: "https://unsplash.com/photos/u1")), user: User(id: "a", username: "ana", name: "Ana"))
    static let offline = Photo(
        id: "off1", width: 3000, height: 2000, description: "Quiet sea", urls: urls("http://127.0.0.1:54321/images/off1?ixid=offline-off1"),
        links: PhotoLinks(html: URL(string: "http://127.0.0.1:54321/photos/off1"),
                          downloadLocation: URL(string: "http://127.0.0.1:54321/photos/off1/download?ixid=offline-off1")),
        user: User(id: "m", username: "mina", name: "Mina"))
    static let work = OpenverseImage(
        id: "3b1e9f6a-0000-4000-8000-000000000001", title: "Beach", foreignLandingURL: URL(string: "https://www.flickr.com/photos/k/1"),
        url: URL(string: "https://live.staticflickr.com/1.jpg")!, creator: "Kim", creatorURL: nil, license: "by", licenseVersion: "2.0",
        licenseURL: URL(string: "https://creativecommons.org/licenses/by/2.0/"), provider: "flickr", source: "flickr", attribution: nil,
        width: 800, height: 600, thumbnail: URL(string: "https://api.openverse.org/v1/images/1/thumb/"), detailURL: nil, relatedURL: nil)
    static let file: Photo = {
        let url = URL(fileURLWithPath: "/home/ada/Pictures/holiday/IMG_0001.jpg")
        var photo = Photo(
            id: "folder:/home/ada/Pictures/holiday/IMG_0001.jpg", width: 64, height: 32, description: "IMG_0001.jpg",
            urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url), links: PhotoLinks(html: url, download: url),
            user: User(id: "folder:holiday", username: "holiday", name: "holiday"))
        photo.provider = .folder
        return photo
    }()

    private static func urls(_ text: String) -> PhotoURLs {
        let url = URL(string: text)!
        return PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url)
    }

    @Test func everyRecordGetsItsProviderCreditAndLicence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-legacy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        try Self.oldLibrary(at: url)

        let library = PhotoLibrary(at: url)
        #expect(library.problem == nil)
        let applied = try DatabaseQueue(path: url.path).read { try LibrarySchema.migrator.appliedMigrations($0) }
        #expect(applied.count == LibrarySchema.migrator.migrations.count)
        let favourites = try library.favorites(limit: 10).photos
        #expect(Set(favourites.map(\.photoID.description)) == [
            "u1", "offline:off1", "openverse:\(Self.work.id)", "folder:/home/ada/Pictures/holiday/IMG_0001.jpg",
        ])
        #expect(library.favoriteKeys() == Set(favourites.map(LibraryRecord.key)))
        let byProvider = Dictionary(uniqueKeysWithValues: favourites.map { ($0.provider, $0) })

        // Unsplash's is as it was.
        #expect(byProvider[.unsplash]?.creditLine == "Photo by Ana on Unsplash")
        // The offline library's: its own, synthetic, kept by id with no port that died.
        let offline = try #require(byProvider[.offline])
        #expect(offline.creditLine == "\"Quiet sea\" is a synthetic photo from photo-tui's offline library." && offline.effectiveLicense == nil)
        #expect(OfflinePhotoAddress.isPlaceholder(offline.urls.raw) && OfflinePhotoAddress.isPlaceholder(offline.links.downloadLocation))
        #expect(offline.urls.raw.query == "ixid=offline-off1")
        // Its view and its download moved with it.
        #expect(try library.recentlyViewed().photos.map(\.photoID.description) == ["offline:off1"])
        #expect(try library.downloads().map(\.photo.photoID.description) == ["offline:off1"])
        // The Openverse work: its image sizes again; its licence was never kept, and says so.
        let work = try #require(byProvider[.openverse])
        #expect(work.images == .fixed(original: Self.work.url, thumbnail: Self.work.thumbnail))
        #expect(work.effectiveLicense == nil && work.effectiveCredit.creator == "Kim")
        #expect(work.creditLine == "\"Beach\" by Kim: licence not recorded, see its page.")
        // The file: its path as its id, its folder where it is, no author.
        let file = try #require(byProvider[.folder])
        #expect(file.id == "/home/ada/Pictures/holiday/IMG_0001.jpg" && file.file?.relativePath == "holiday/IMG_0001.jpg")
        #expect(file.user.name.isEmpty && file.creditLine == "IMG_0001.jpg")
    }

    @Test func aLaterRunShowsOfflinePhotosOnItsOwnServer() async throws {
        let library = PhotoLibrary()
        var photo = Self.offline
        photo.provider = .offline
        try library.setFavorite(photo, true)
        let base = URL(string: "http://127.0.0.1:40404")!
        let shelf = LibraryPhotoService(library: library, shelf: .favourites, offlineBaseURL: { base })
        let shown = try await awaitSingle(shelf.searchPhotos(SearchQuery(""))).get().results
        #expect(shown.map(\.urls.raw.absoluteString) == ["http://127.0.0.1:40404/images/off1?ixid=offline-off1"])
        #expect(shown.first?.links.downloadLocation?.absoluteString == "http://127.0.0.1:40404/photos/off1/download?ixid=offline-off1")
        let one = try await awaitSingle(shelf.photo(id: "offline:off1")).get()
        #expect(one.urls.raw == shown.first?.urls.raw)
        // Without a server, the placeholder stays: no address of a dead port is handed out.
        let none = try await awaitSingle(LibraryPhotoService(library: library, shelf: .favourites).photo(id: "off1")).get()
        #expect(OfflinePhotoAddress.isPlaceholder(none.urls.raw))
    }

    @Test func aRecordKeepsWhatItWasShownWith() throws {
        let library = PhotoLibrary()
        let folder = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [folder.root])
        let file = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("canon"))).results[0]
        for photo in [Self.work.photo, file] { try library.setFavorite(photo, true) }
        let kept = try library.favorites().photos
        #expect(Set(kept.map(\.photoID)) == [Self.work.photo.photoID, file.photoID])
        for original in [Self.work.photo, file] {
            let back = try #require(kept.first { $0.photoID == original.photoID })
            #expect(back == original)
        }
    }
}
