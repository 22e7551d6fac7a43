import Foundation
import GRDB
import Logging
import ImagePipeline
import PhotoModel

/// One folder's index file (SQLite through GRDB): every photo file's path as bytes, size,
/// modification time and inode, what its header and EXIF say, its capture time and place, its
/// perceptual hash and average colour, where its EXIF thumbnail lies.
///
/// The file is a cache (``FolderIndexLocation``). One that cannot be used never stops the
/// browser: a damaged file, or one of another schema, is deleted and rebuilt; one that cannot
/// be written (a read-only or full disk, locked by another program) leaves the index in memory
/// for the run. Either way ``problem`` says so once, and nothing is lost but time.
final class FolderIndexStore: Sendable {
    /// The root as given; files' paths start with it.
    let root: String
    /// Which of the source's roots this is.
    let rootNumber: Int
    /// The index file, when it is on disk.
    let url: URL?
    /// What went wrong with the file, for one notice; `nil` when all is well.
    var problem: String? { state.withLock { $0.problem } }

    private struct State {
        var database: any DatabaseWriter
        var problem: String?
        var onDisk: Bool
    }

    private let state: Locked<State>
    private let logger = Logger(label: "photo-tui.index")

    /// Opens (or creates, or rebuilds) the index of `root` at `location`.
    init(root: String, rootNumber: Int = 0, realRoot: String, location: FolderIndexLocation) {
        self.root = root
        self.rootNumber = rootNumber
        url = location.file(forRoot: realRoot)
        let folderName = (root as NSString).lastPathComponent
        guard let url else {
            state = Locked(State(database: Self.memory(), problem: nil, onDisk: false))
            return
        }
        do {
            state = Locked(State(database: try Self.open(url, root: realRoot), problem: nil, onDisk: true))
        } catch let error as DatabaseError where Self.isDamage(error) {
            // A damaged file or one of another version: start again on disk.
            Logger(label: "photo-tui.index").warning("index \(url.path) unusable (\(error)): rebuilding")
            Self.remove(url)
            if let database = try? Self.open(url, root: realRoot) {
                state = Locked(State(database: database, problem: "The index of \(FileNameBytes.display(folderName)) was damaged: rebuilding it", onDisk: true))
            } else {
                state = Locked(State(database: Self.memory(), problem: Self.memoryProblem(folderName, error), onDisk: false))
            }
        } catch {
            state = Locked(State(database: Self.memory(), problem: Self.memoryProblem(folderName, error), onDisk: false))
        }
    }

    /// Whether the last build of this index got to its end (a killed one did not).
    var isComplete: Bool {
        (try? read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'complete'") == "1" }) ?? false
    }

    func setComplete(_ complete: Bool) {
        write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('complete', ?)", arguments: [complete ? "1" : "0"])
        }
    }

    /// Every entry, in name order.
    func loadEntries() -> [IndexEntry] {
        (try? read { db -> [IndexEntry] in
            var entries: [IndexEntry] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, path, size, mtime, inode, taken, width, height, hashState, hash, color, place, searchText
                FROM file ORDER BY nameKey
                """)
            while let row = try rows.next() {
                let width: Int = row[6], height: Int = row[7]
                let text: String = row[12]
                entries.append(IndexEntry(
                    root: rootNumber, row: row[0], relativePath: [UInt8](row[1] as Data), byteCount: row[2], modifiedNanoseconds: row[3],
                    inode: UInt64(bitPattern: row[4]), taken: row[5], orientation: Self.orientation(width, height),
                    hashState: UInt8(row[8] as Int), hash: UInt64(bitPattern: row[9] as Int64? ?? 0),
                    color: UInt32(truncatingIfNeeded: row[10] as Int? ?? 0), place: row[11], searchText: Array(text.utf8)))
            }
            return entries
        }) ?? []
    }

    /// Writes files just read (new or changed); returns their rows, in order. `nil` when the
    /// write failed even in memory.
    func upsert(_ files: [(file: LocalPhotoFile, relativePath: [UInt8])]) -> [Int64]? {
        write { db -> [Int64] in
            let statement = try db.cachedStatement(sql: """
                INSERT INTO file (path, nameKey, size, mtime, inode, format, width, height, taken, hasExif, exifDate, make, model,
                    lens, exposure, aperture, focal, iso, latitude, longitude, orientation, keywords, description, artist, copyright,
                    thumbOffset, thumbLength, hash, color, hashState, place, searchText, contentHash)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
                ON CONFLICT(path) DO UPDATE SET nameKey = excluded.nameKey, size = excluded.size, mtime = excluded.mtime,
                    inode = excluded.inode, format = excluded.format, width = excluded.width, height = excluded.height,
                    taken = excluded.taken, hasExif = excluded.hasExif, exifDate = excluded.exifDate, make = excluded.make,
                    model = excluded.model, lens = excluded.lens, exposure = excluded.exposure, aperture = excluded.aperture,
                    focal = excluded.focal, iso = excluded.iso, latitude = excluded.latitude, longitude = excluded.longitude,
                    orientation = excluded.orientation, keywords = excluded.keywords, description = excluded.description,
                    artist = excluded.artist, copyright = excluded.copyright, thumbOffset = excluded.thumbOffset,
                    thumbLength = excluded.thumbLength, hash = excluded.hash, color = excluded.color,
                    hashState = excluded.hashState, place = excluded.place, searchText = excluded.searchText, contentHash = NULL
                RETURNING id
                """)
            var rows: [Int64] = []
            rows.reserveCapacity(files.count)
            for (file, relative) in files {
                let m = file.metadata
                let values: [(any DatabaseValueConvertible)?] = [
                    Data(relative), Data(NameSortKey.key(relativePath: relative)), file.byteCount, file.modifiedNanoseconds,
                    Int64(bitPattern: file.inode), file.format == .png ? 2 : 1, file.pixelSize.width, file.pixelSize.height,
                    Int(file.date.timeIntervalSince1970.rounded(.down)), m == nil ? 0 : 1, m?.dateTaken, m?.make, m?.model, m?.lens,
                    m?.exposureTime, m?.aperture, m?.focalLength, m?.iso, m?.latitude, m?.longitude, m?.orientation.rawValue ?? 1,
                    m.map { $0.keywords.joined(separator: "\u{1F}") }, m?.imageDescription, m?.artist, m?.copyright,
                    file.exifThumbnail?.lowerBound, file.exifThumbnail?.count,
                    file.perceptualHash.map { Int64(bitPattern: $0) }, file.averageColor.map { Int($0) },
                    file.perceptualHash == nil ? 0 : 1, file.place, file.searchText,
                ]
                rows.append(try Int64.fetchOne(statement, arguments: StatementArguments(values)) ?? 0)
            }
            return rows
        }
    }

    /// Forgets files that are gone.
    func delete(rows: [Int64]) {
        guard !rows.isEmpty else { return }
        write { db in
            for chunk in stride(from: 0, to: rows.count, by: 500) {
                let part = rows[chunk..<min(rows.count, chunk + 500)]
                try db.execute(sql: "DELETE FROM file WHERE id IN (\(part.map { _ in "?" }.joined(separator: ",")))",
                               arguments: StatementArguments(Array(part)))
            }
        }
    }

    /// Keeps perceptual hashes and colours (state 1), or that a file's pixels could not be read (2).
    func setHashes(_ hashes: [(row: Int64, hash: UInt64?, color: UInt32?)]) {
        write { db in
            let statement = try db.cachedStatement(sql: "UPDATE file SET hash = ?, color = ?, hashState = ? WHERE id = ?")
            for item in hashes {
                try statement.execute(arguments: [item.hash.map { Int64(bitPattern: $0) }, item.color.map { Int($0) },
                                                  item.hash == nil ? 2 : 1, item.row])
            }
        }
    }

    /// The content hashes kept for `rows` (made when two files had one size).
    func contentHashes(rows: [Int64]) -> [Int64: [UInt8]] {
        (try? read { db -> [Int64: [UInt8]] in
            var found: [Int64: [UInt8]] = [:]
            for chunk in stride(from: 0, to: rows.count, by: 500) {
                let part = Array(rows[chunk..<min(rows.count, chunk + 500)])
                let cursor = try Row.fetchCursor(db, sql: "SELECT id, contentHash FROM file WHERE contentHash IS NOT NULL AND id IN (\(part.map { _ in "?" }.joined(separator: ",")))",
                                                 arguments: StatementArguments(part))
                while let row = try cursor.next() { found[row[0]] = [UInt8](row[1] as Data) }
            }
            return found
        }) ?? [:]
    }

    func setContentHashes(_ hashes: [(row: Int64, hash: [UInt8])]) {
        write { db in
            for item in hashes { try db.execute(sql: "UPDATE file SET contentHash = ? WHERE id = ?", arguments: [Data(item.hash), item.row]) }
        }
    }

    /// The whole records of `rows`.
    func files(rows: [Int64]) -> [Int64: LocalPhotoFile] {
        guard !rows.isEmpty else { return [:] }
        return (try? read { db -> [Int64: LocalPhotoFile] in
            var found: [Int64: LocalPhotoFile] = [:]
            for chunk in stride(from: 0, to: rows.count, by: 500) {
                let part = Array(rows[chunk..<min(rows.count, chunk + 500)])
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM file WHERE id IN (\(part.map { _ in "?" }.joined(separator: ",")))",
                                                 arguments: StatementArguments(part))
                while let row = try cursor.next() { found[row["id"]] = file(row) }
            }
            return found
        }) ?? [:]
    }

    /// What the perceptual hashes of `rows` are made from, in the order of `rows`.
    func hashSources(rows: [Int64]) -> [(row: Int64, source: PerceptualHash.Source)] {
        guard !rows.isEmpty else { return [] }
        return (try? read { db -> [(row: Int64, source: PerceptualHash.Source)] in
            var found: [Int64: PerceptualHash.Source] = [:]
            for chunk in stride(from: 0, to: rows.count, by: 500) {
                let part = Array(rows[chunk..<min(rows.count, chunk + 500)])
                let marks = part.map { _ in "?" }.joined(separator: ",")
                let cursor = try Row.fetchCursor(
                    db, sql: "SELECT id, path, thumbOffset, thumbLength, orientation, width, height FROM file WHERE id IN (\(marks))",
                    arguments: StatementArguments(part))
                while let row = try cursor.next() {
                    let offset: Int? = row[2], length: Int? = row[3]
                    found[row[0]] = PerceptualHash.Source(
                        path: FolderScanner.join(root, FileNameBytes.string(fromBytes: [UInt8](row[1] as Data))),
                        exifThumbnail: offset.flatMap { offset in length.map { offset..<(offset + $0) } },
                        orientation: ImageOrientation(rawValue: row[4]) ?? .up, pixelSize: PixelSize(width: row[5], height: row[6]))
                }
            }
            return rows.compactMap { row in found[row].map { (row, $0) } }
        }) ?? []
    }

    /// The record of the file at `relativePath`, if indexed.
    func file(relativePath: [UInt8]) -> (row: Int64, file: LocalPhotoFile)? {
        try? read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM file WHERE path = ?", arguments: [Data(relativePath)]).map { (($0["id"] as Int64), file($0)) }
        }
    }

    // MARK: - Private

    private func file(_ row: Row) -> LocalPhotoFile {
        let relative = FileNameBytes.string(fromBytes: [UInt8](row["path"] as Data))
        var metadata: ExifMetadata?
        if (row["hasExif"] as Int) != 0 {
            let keywords: String? = row["keywords"]
            metadata = ExifMetadata(
                make: row["make"], model: row["model"], lens: row["lens"], exposureTime: row["exposure"], aperture: row["aperture"],
                focalLength: row["focal"], iso: row["iso"], dateTaken: row["exifDate"], latitude: row["latitude"],
                longitude: row["longitude"], orientation: ImageOrientation(rawValue: row["orientation"]) ?? .up,
                keywords: keywords.map { $0.split(separator: "\u{1F}").map(String.init) } ?? [],
                imageDescription: row["description"], artist: row["artist"], copyright: row["copyright"])
        }
        let nanoseconds: Int64 = row["mtime"]
        let thumbOffset: Int? = row["thumbOffset"], thumbLength: Int? = row["thumbLength"]
        let hash: Int64? = row["hash"], color: Int? = row["color"]
        return LocalPhotoFile(
            path: FolderScanner.join(root, relative), relativePath: relative, byteCount: row["size"],
            modified: Int(nanoseconds / 1_000_000_000), format: (row["format"] as Int) == 2 ? .png : .jpeg,
            pixelSize: PixelSize(width: row["width"], height: row["height"]), metadata: metadata, modifiedNanoseconds: nanoseconds,
            inode: UInt64(bitPattern: row["inode"] as Int64),
            exifThumbnail: thumbOffset.flatMap { offset in thumbLength.map { offset..<(offset + $0) } },
            perceptualHash: (row["hashState"] as Int) == 1 ? hash.map { UInt64(bitPattern: $0) } : nil,
            averageColor: color.map { UInt32(truncatingIfNeeded: $0) }, place: row["place"])
    }

    static func orientation(_ width: Int, _ height: Int) -> SearchQuery.Orientation? {
        guard width > 0, height > 0 else { return nil }
        if Double(width) > Double(height) * 1.1 { return .landscape }
        if Double(height) > Double(width) * 1.1 { return .portrait }
        return .squarish
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        let database = state.withLock { $0.database }
        return try database.read(body)
    }

    /// A write; one that fails on disk (full, read-only, locked) moves the index into memory for
    /// the rest of the run, keeping what was written, and is tried again there.
    @discardableResult
    private func write<T>(_ body: (Database) throws -> T) -> T? {
        let (database, onDisk) = state.withLock { ($0.database, $0.onDisk) }
        do {
            return try database.write(body)
        } catch {
            guard onDisk else {
                logger.error("index write failed in memory: \(error)")
                return nil
            }
            logger.warning("index \(url?.path ?? "") could not be written (\(error)): in memory for this run")
            let memory = Self.memory()
            try? (database as? DatabasePool)?.backup(to: memory)
            try? (database as? DatabaseQueue)?.backup(to: memory)
            state.withLock { state in
                state.database = memory
                state.onDisk = false
                state.problem = Self.memoryProblem((root as NSString).lastPathComponent, error)
            }
            return try? memory.write(body)
        }
    }

    private static func memory() -> DatabaseQueue {
        let queue = try! DatabaseQueue()  // in memory: cannot fail
        try? queue.write { try FolderIndexSchema.create($0) }
        return queue
    }

    private static func open(_ url: URL, root: String) throws -> DatabasePool {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var configuration = Configuration()
        configuration.busyMode = .timeout(2)
        // WAL with NORMAL syncs at checkpoints, not at every batch's commit: a crash or power
        // cut may lose the last batches (read again at the next walk), never the file.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        try pool.write { db in
            try FolderIndexSchema.create(db)
            let version = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'version'")
            let stored = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'root'")
            if let version, version != String(FolderIndexSchema.version) {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "index version \(version)")
            }
            if let stored, stored != root { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "index of \(stored)") }
            try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('version', ?), ('root', ?)",
                           arguments: [String(FolderIndexSchema.version), root])
            _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM file WHERE id < 0")
        }
        return pool
    }

    private static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT].contains(error.resultCode) || error.resultCode == .SQLITE_ERROR
    }

    private static func remove(_ url: URL) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }

    private static func memoryProblem(_ folder: String, _ error: Error) -> String {
        let reason: String
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_FULL: reason = "the disk is full"
            case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: reason = "it cannot be written"
            case .SQLITE_BUSY, .SQLITE_LOCKED: reason = "another program holds it"
            default: reason = error.message ?? "\(error.resultCode)"
            }
        } else if let error = error as? CocoaError, error.code == .fileWriteVolumeReadOnly || error.code == .fileWriteNoPermission {
            reason = "it cannot be written"
        } else {
            reason = (error as NSError).localizedDescription
        }
        return "The index of \(FileNameBytes.display(folder)) cannot be saved (\(reason)): indexing in memory for this run"
    }
}
