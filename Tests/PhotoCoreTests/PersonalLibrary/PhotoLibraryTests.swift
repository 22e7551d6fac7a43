import Foundation
import GRDB
import Testing
@testable import PhotoCore
@testable import PersonalLibrary
@testable import PhotoModel

/// The personal library on real SQLite files in a temporary folder.
@Suite("Photo library (SQLite through GRDB)")
struct PhotoLibraryTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func photo(_ id: String, _ description: String? = nil) -> Photo { ViewModelFixtures.photo(id, description: description) }

    @Test func aStarIsKeptAcrossRunsWithTheWholeRecord() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        do {
            let library = PhotoLibrary(at: url)
            #expect(library.problem == nil)
            #expect(try library.toggleFavorite(Self.photo("a", "Sea at dawn")))
            #expect(try library.toggleFavorite(Self.photo("b", "Forest")))
        }
        let reopened = PhotoLibrary(at: url)
        #expect(reopened.isFavorite(Self.photo("a")))
        let (photos, total) = try reopened.favorites()
        #expect(total == 2)
        #expect(photos.map(\.id) == ["b", "a"] || photos.map(\.id) == ["a", "b"])
        #expect(photos.first { $0.id == "a" }?.description == "Sea at dawn")  // browsable offline
        #expect(try reopened.toggleFavorite(Self.photo("a")) == false)
        #expect(!reopened.isFavorite(Self.photo("a")))
    }

    @Test func favouritesAreSearchableAndPagedNewestFirst() throws {
        let library = PhotoLibrary()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<50 {
            try library.toggleFavorite(Self.photo("p\(index)", index % 2 == 0 ? "Sea \(index)" : "Forest \(index)"),
                                       at: start.addingTimeInterval(Double(index)))
        }
        let first = try library.favorites(offset: 0, limit: 10)
        #expect(first.total == 50 && first.photos.map(\.id) == (40..<50).reversed().map { "p\($0)" })
        let sea = try library.favorites(matching: "SEA", offset: 20, limit: 10)
        #expect(sea.total == 25 && sea.photos.count == 5)
        #expect(try library.favorites(matching: "sea forest").total == 0)
        #expect(try library.favorites(matching: "100%_").total == 0)  // LIKE wildcards are literal
    }

    @Test func viewsSearchesAndDownloadsAreRemembered() throws {
        let library = PhotoLibrary()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try library.recordView(Self.photo("a"), at: start)
        try library.recordView(Self.photo("b"), at: start.addingTimeInterval(1))
        try library.recordView(Self.photo("a"), at: start.addingTimeInterval(2))
        #expect(try library.recentlyViewed().photos.map(\.id) == ["a", "b"])
        for (offset, text) in ["sea", "seoul", "sea", "forest", "  "].enumerated() {
            try library.recordSearch(text, source: "offline", at: start.addingTimeInterval(Double(offset)))
        }
        #expect(try library.recentSearches() == ["forest", "sea", "seoul"])
        #expect(try library.recentSearches(matching: "se") == ["sea", "seoul"])
        #expect(try library.recentSearches(matching: "ou", containing: true) == ["seoul"])
        try library.recordDownload(Self.photo("a"), path: "/tmp/a.jpg", bytes: 1234, at: start)
        let downloads = try library.downloads()
        #expect(downloads.count == 1 && downloads[0].path == "/tmp/a.jpg" && downloads[0].bytes == 1234)
    }

    @Test func aDatabaseOfTheFirstSchemaIsBroughtUpToDate() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        // As the first version left it: v1 tables, a starred photo, no search text.
        let old = try DatabasePool(path: url.path)
        try LibrarySchema.migrator.migrate(old, upTo: "v1: photos, favourites, views, searches, downloads")
        let record = try JSONEncoder().encode(Self.photo("old", "Harbour lights"))
        try old.write { db in
            try db.execute(sql: "INSERT INTO photo (key, record, updatedAt) VALUES ('unsplash:old', ?, 0)", arguments: [record])
            try db.execute(sql: "INSERT INTO favorite (photoKey, addedAt) VALUES ('unsplash:old', 0)")
        }
        try old.close()
        let library = PhotoLibrary(at: url)
        #expect(library.problem == nil)
        #expect(try library.favorites(matching: "harbour").photos.map(\.id) == ["old"])
        let applied = try DatabaseQueue(path: url.path).read { try LibrarySchema.migrator.appliedMigrations($0) }
        #expect(applied.count == LibrarySchema.migrator.migrations.count)
    }

    @Test func twoInstancesWriteAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        let libraries = [PhotoLibrary(at: url), PhotoLibrary(at: url)]
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            try? libraries[index % 2].toggleFavorite(Self.photo("p\(index)"))
            try? libraries[(index + 1) % 2].recordSearch("q\(index)", source: "offline")
        }
        #expect(try PhotoLibrary(at: url).favorites(limit: 1000).total == 200)
        #expect(try libraries[0].recentSearches(limit: 1000).count == 200)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "SKIPPED: no sqlite3 program"))
    func aWriterKilledMidTransactionLeavesAConsistentDatabase() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        do {
            let library = PhotoLibrary(at: url)
            try library.toggleFavorite(Self.photo("kept"))
        }
        // Another process inserts millions of searches in one transaction; it dies half way, with
        // kill -9, once it says (through a FIFO, so the test waits without polling) that its first
        // 300,000 rows are in: their pages have spilled into the WAL file by then.
        let signal = folder.appendingPathComponent("started").path
        try #require(mkfifo(signal, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        writer.arguments = [url.path]
        let script = Pipe()
        writer.standardInput = script
        writer.standardOutput = FileHandle.nullDevice
        try writer.run()
        script.fileHandleForWriting.write(Data("""
            PRAGMA busy_timeout = 5000;
            BEGIN;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000)
            INSERT INTO search (text, source, filters, searchedAt) SELECT 'x' || i, 'offline', '', i FROM n;
            .system echo started > '\(signal)'
            WITH RECURSIVE n(i) AS (SELECT 300001 UNION ALL SELECT i + 1 FROM n WHERE i < 5000000)
            INSERT INTO search (text, source, filters, searchedAt) SELECT 'x' || i, 'offline', '', i FROM n;
            COMMIT;

            """.utf8))
        // Opening the FIFO waits for the writer's shell to open it; reading waits for its line.
        let started = try FileHandle(forReadingFrom: URL(fileURLWithPath: signal))
        #expect(String(decoding: started.readDataToEndOfFile(), as: UTF8.self) == "started\n")
        try started.close()
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal)
        let library = PhotoLibrary(at: url)
        #expect(library.problem == nil)
        #expect(library.isFavorite(Self.photo("kept")))
        #expect(try library.recentSearches(limit: 10).isEmpty)  // all of the transaction or none
        let check = try DatabaseQueue(path: url.path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }

    @Test func aDamagedFileGivesAClearMessageAndAWorkingLibraryInMemory() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: url)
        let library = PhotoLibrary(at: url)
        #expect(library.problem?.contains("damaged or not a database") == true)
        #expect(library.problem?.contains(url.path) == true)
        #expect(try library.toggleFavorite(Self.photo("a")))
        #expect(library.isFavorite(Self.photo("a")))
        #expect(try Data(contentsOf: url) == Data(repeating: 0x5A, count: 8192))  // the file is left as it was
    }

    @Test func anUnwritablePlaceGivesAClearMessage() {
        // Even root cannot create files under /proc.
        let library = PhotoLibrary(at: URL(fileURLWithPath: "/proc/photo-tui-test/library.sqlite"))
        #expect(library.problem?.hasPrefix("Your library at /proc/photo-tui-test/library.sqlite cannot be used") == true)
        #expect(library.problem?.hasSuffix("favourites and history last only until you quit.") == true)
        #expect((try? library.toggleFavorite(Self.photo("a"))) == true)
    }

    @Test func aLibraryInMemoryByRequestIsNotMarked() {
        #expect(PhotoLibrary().persistence == .inMemory)
        #expect(PhotoLibrary(at: URL(fileURLWithPath: "/proc/photo-tui-test/library.sqlite")).persistence == .notSaved)
    }

    /// A read-only file system (a snapshot, a read-only home): even root cannot write there.
    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aLibraryThatCannotBeWrittenIsOpenedReadOnlyWithItsFavourites() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let library = PhotoLibrary(at: folder.appendingPathComponent("library.sqlite"))
            try library.setFavorite(Self.photo("a", "Sea at dawn"), true)
            try library.setFavorite(Self.photo("b", "Forest"), true)
        }
        let view = try #require(ScratchMount.readOnlyView(of: folder))
        let url = view.url.appendingPathComponent("library.sqlite")
        let library = PhotoLibrary(at: url)
        #expect(library.persistence == .readOnly)
        #expect(library.problem == "Your library at \(url.path) cannot be written (it is on a read-only file system): "
            + "your favourites show, but nothing new is saved.")
        #expect(library.isFavorite(Self.photo("a")))
        #expect(try library.favorites().total == 2)
        #expect(library.favoriteKeys().count == 2)
        let refused = #expect(throws: (any Error).self) { try library.setFavorite(Self.photo("c"), true) }
        #expect(refused.map(library.explain) == "it cannot be written (\(url.path))")
    }

    /// A full disk: SQLite says "disk I/O error" (the WAL's shared memory cannot grow); the
    /// person is told the disk is full, and still sees the favourites.
    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aFullDiskIsSaidToBeFullAndTheFavouritesStillShow() throws {
        let disk = try #require(ScratchMount.tmpfs(bytes: 512 << 10))
        let url = disk.url.appendingPathComponent("library.sqlite")
        do {
            try PhotoLibrary(at: url).setFavorite(Self.photo("a", "Sea at dawn"), true)
        }
        ScratchMount.fill(disk.url)
        let library = PhotoLibrary(at: url)
        #expect(library.persistence == .readOnly)
        #expect(library.problem == "Your library at \(url.path) cannot be written (the disk is full): "
            + "your favourites show, but nothing new is saved.")
        #expect(library.isFavorite(Self.photo("a")))
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aWriteOnAFullDiskIsExplainedAsAFullDiskNamingTheFile() throws {
        let disk = try #require(ScratchMount.tmpfs(bytes: 512 << 10))
        let url = disk.url.appendingPathComponent("library.sqlite")
        let library = PhotoLibrary(at: url)
        #expect(library.persistence == .saved)
        ScratchMount.fill(disk.url)
        var failure: Error?
        for index in 0..<200 where failure == nil {
            do { try library.setFavorite(Self.photo("p\(index)", String(repeating: "long description ", count: 200)), true) } catch { failure = error }
        }
        let error = try #require(failure, "200 stars fitted on a full disk")
        #expect(library.explain(error) == "the disk is full (\(url.path))")
    }

    @Test func theDefaultPlaceFollowsXDG() {
        #expect(PhotoLibrary.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).path == "/data/photo-tui/library.sqlite")
        #expect(PhotoLibrary.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).path
            == "/home/u/.local/share/photo-tui/library.sqlite")
    }
}
