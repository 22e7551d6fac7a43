import Foundation
import GRDB
import PhotoModel

/// What photo-tui keeps for the person between runs: favourites, ratings and rejects
/// (`PhotoLibrary+Ratings.swift`), recently viewed photos, searches and downloads, in SQLite (`$XDG_DATA_HOME/photo-tui/library.sqlite`), through GRDB.
///
/// The full photo record is stored with each, so the library browses with no network. The file
/// is in WAL mode, so a second running instance reads while one writes and waits (up to five
/// seconds) for the other's write to finish. A file that cannot be used never stops the browser
/// (``LibraryOpening``): one that can be read but not written (a read-only file or file system, a
/// full disk) is opened read-only, so the favourites still show; one that cannot be read (damaged,
/// no folder for it) leaves the library in memory for this run. ``persistence`` says which, and
/// ``problem`` says why, once, in words a person can act on.
public final class PhotoLibrary: Sendable {
    /// Why the library is read-only or in memory only; `nil` when it is on disk.
    public let problem: String?
    /// Whether what is written is kept: the browser shows a mark while it is not.
    public let persistence: LibraryPersistence
    /// The file, when there is one.
    public let url: URL?
    let database: any DatabaseWriter

    /// The library at `url` (folders created as needed), read-only or in memory if that fails.
    public init(at url: URL) {
        let opened = LibraryOpening.open(url)
        database = opened.database
        persistence = opened.persistence
        problem = opened.problem
        self.url = url
    }

    /// A library in memory only (tests, and `--no-library`).
    public init() {
        database = try! DatabaseQueue()
        try? LibrarySchema.migrator.migrate(database)
        problem = nil
        persistence = .inMemory
        url = nil
    }

    /// Why a write failed, in words that name the file: "the disk is full (~/…/library.sqlite)".
    public func explain(_ error: Error) -> String {
        guard let url else { return (error as NSError).localizedDescription }
        return "\(LibraryOpening.describe(error, at: url)) (\(url.path))"
    }

    /// `$XDG_DATA_HOME/photo-tui/library.sqlite`, else `~/.local/share/photo-tui/library.sqlite`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("photo-tui/library.sqlite")
    }

    // MARK: Favourites

    /// Whether `photo` is a favourite.
    public func isFavorite(_ photo: Photo) -> Bool {
        (try? database.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM favorite WHERE photoKey = ?", arguments: [LibraryRecord.key(of: photo)])
        }) ?? nil ?? false
    }

    /// Stars `photo`, or unstars it when it was starred. Returns whether it is a favourite now.
    @discardableResult
    public func toggleFavorite(_ photo: Photo, at date: Date = Date()) throws -> Bool {
        try database.write { db in
            let key = LibraryRecord.key(of: photo)
            let starred = try Bool.fetchOne(db, sql: "SELECT 1 FROM favorite WHERE photoKey = ?", arguments: [key]) != true
            try Self.writeFavorite(photo, starred, in: db, at: date)
            return starred
        }
    }

    /// Stars `photo` or unstars it, whatever it was (a second instance may have changed it).
    public func setFavorite(_ photo: Photo, _ starred: Bool, at date: Date = Date()) throws {
        try database.write { db in try Self.writeFavorite(photo, starred, in: db, at: date) }
    }

    /// Stars or unstars `photo` inside the caller's transaction. Starring keeps the photo's record
    /// and leaves an existing star's date alone.
    private static func writeFavorite(_ photo: Photo, _ starred: Bool, in db: Database, at date: Date) throws {
        let key = LibraryRecord.key(of: photo)
        guard starred else {
            try db.execute(sql: "DELETE FROM favorite WHERE photoKey = ?", arguments: [key])
            return
        }
        try keep(photo, in: db, at: date)
        try db.execute(sql: "INSERT OR IGNORE INTO favorite (photoKey, addedAt) VALUES (?, ?)", arguments: [key, date.timeIntervalSince1970])
    }

    /// The keys (``LibraryRecord/key(of:)``) of every favourite: the list's stars, in one read.
    public func favoriteKeys() -> Set<String> {
        Set((try? database.read { try String.fetchAll($0, sql: "SELECT photoKey FROM favorite") }) ?? [])
    }

    /// Favourites, newest first, whose text contains every word of `query`.
    public func favorites(matching query: String = "", offset: Int = 0, limit: Int = 30) throws -> (photos: [Photo], total: Int) {
        try photos(on: .favourites, matching: query, offset: offset, limit: limit)
    }

    /// A shelf's photos, newest first (once each), whose text contains every word of `query`.
    public func photos(on shelf: LibraryShelf, matching query: String = "", offset: Int = 0, limit: Int = 30) throws
        -> (photos: [Photo], total: Int) {
        let (table, column) = shelf.table
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map { "%" + Self.escapeLike(String($0)) + "%" }
        let filter = words.map { _ in " AND photo.searchText LIKE ? ESCAPE '\\'" }.joined()
        // Favourites and views hold a photo once (it is their key), so the time index orders them
        // and LIMIT stops early; downloads may hold a photo several times: newest of each.
        let shelfRows = shelf == .downloads
            ? "(SELECT photoKey, MAX(\(column)) AS \(column) FROM \(table) GROUP BY photoKey)" : table
        let from = "FROM \(shelfRows) AS shelf JOIN photo ON photo.key = shelf.photoKey WHERE 1\(filter)"
        return try database.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: StatementArguments(words)) ?? 0
            let rows = try Row.fetchAll(
                db, sql: "SELECT photo.key, photo.record \(from) ORDER BY shelf.\(column) DESC LIMIT ? OFFSET ?",
                arguments: StatementArguments(words) + [limit, offset])
            return (rows.compactMap(Self.decode), total)
        }
    }

    /// The stored record of the photo with `id` (any provider's; `provider:id` for one
    /// provider's), if the library has one.
    public func photo(id: String) -> Photo? {
        let row = try? database.read { db in
            try Row.fetchOne(db, sql: """
                SELECT key, record FROM photo WHERE key = ? OR key LIKE ? ESCAPE '\\' ORDER BY key = ? DESC, updatedAt DESC
                """, arguments: [id, "%:" + Self.escapeLike(id), id])
        }
        return row.flatMap { Self.decode($0) }
    }

    /// Whether the library keeps a photo that is the file at `path` (a folder's photo starred,
    /// viewed or downloaded): its image may be read from disk whatever the source.
    public func keepsFile(atPath path: String) -> Bool {
        (try? database.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM photo WHERE key = ?", arguments: ["\(PhotoProvider.folder.rawValue):\(path)"])
        }) ?? nil ?? false
    }

    // MARK: Recently viewed

    /// Notes that `photo` was looked at (opened, or rested on in the list).
    public func recordView(_ photo: Photo, at date: Date = Date()) throws {
        try database.write { db in
            try Self.keep(photo, in: db, at: date)
            try db.execute(
                sql: "INSERT INTO viewed (photoKey, viewedAt) VALUES (?, ?) ON CONFLICT(photoKey) DO UPDATE SET viewedAt = excluded.viewedAt",
                arguments: [LibraryRecord.key(of: photo), date.timeIntervalSince1970])
        }
    }

    /// Photos looked at, most recent first.
    public func recentlyViewed(matching query: String = "", offset: Int = 0, limit: Int = 30) throws -> (photos: [Photo], total: Int) {
        try photos(on: .recent, matching: query, offset: offset, limit: limit)
    }

    // MARK: Searches

    /// Notes a search the person made.
    public func recordSearch(_ text: String, source: String, filters: String = "", at date: Date = Date()) throws {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        try database.write { db in
            try db.execute(sql: "INSERT INTO search (text, source, filters, searchedAt) VALUES (?, ?, ?, ?)",
                           arguments: [text, source, filters, date.timeIntervalSince1970])
        }
    }

    /// Distinct searches, most recent first, that start with (or, with `containing`, contain) `text`.
    public func recentSearches(matching text: String = "", containing: Bool = false, limit: Int = 100) throws -> [String] {
        let pattern = (containing ? "%" : "") + Self.escapeLike(text) + "%"
        return try database.read { db in
            try String.fetchAll(db, sql: """
                SELECT text FROM search WHERE text LIKE ? ESCAPE '\\' GROUP BY text ORDER BY MAX(searchedAt) DESC LIMIT ?
                """, arguments: [pattern, limit])
        }
    }

    // MARK: Downloads

    /// Notes a saved original: where, how big, and the credit it carries.
    public func recordDownload(_ photo: Photo, path: String, bytes: Int, at date: Date = Date()) throws {
        try database.write { db in
            try Self.keep(photo, in: db, at: date)
            try db.execute(sql: "INSERT INTO download (photoKey, path, bytes, credit, savedAt) VALUES (?, ?, ?, ?, ?)",
                           arguments: [LibraryRecord.key(of: photo), path, bytes, photo.creditLine, date.timeIntervalSince1970])
        }
    }

    /// Downloads, most recent first: the photo and where it was saved.
    public func downloads(offset: Int = 0, limit: Int = 30) throws -> [(photo: Photo, path: String, bytes: Int)] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT photo.key, photo.record, download.path, download.bytes FROM download JOIN photo ON photo.key = download.photoKey
                ORDER BY download.savedAt DESC, download.id DESC LIMIT ? OFFSET ?
                """, arguments: [limit, offset]).compactMap { row in
                guard let photo = Self.decode(row) else { return nil }
                return (photo, row["path"], row["bytes"])
            }
        }
    }

    // MARK: Private

    /// Stores or refreshes the photo's record (the newest one the app has seen), with its
    /// provider, licence, credit and file (``StoredPhoto``).
    static func keep(_ photo: Photo, in db: Database, at date: Date) throws {
        let record = try StoredPhoto(photo).encoded()
        try db.execute(sql: """
            INSERT INTO photo (key, record, updatedAt, searchText) VALUES (?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET record = excluded.record, updatedAt = excluded.updatedAt, searchText = excluded.searchText
            """, arguments: [LibraryRecord.key(of: photo), record, date.timeIntervalSince1970, LibraryRecord.searchText(of: photo)])
    }

    /// The photo of a row with `key` and `record`.
    static func decode(_ row: Row) -> Photo? {
        guard let record = row["record"] as Data? else { return nil }
        return StoredPhoto.decode(record, key: row["key"])
    }

    private static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }
}
