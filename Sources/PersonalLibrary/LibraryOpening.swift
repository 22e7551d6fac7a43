import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Opens the library's file, degrading step by step rather than failing: read and written (a
/// WAL pool); else, when the file exists but cannot be written (a read-only file or mount, a
/// full disk), read only, so the favourites still show; else in memory. Each step down comes with
/// one sentence a person can act on, naming the file and the cause.
///
/// Read-only is tried as SQLite's `mode=ro` first (it follows another instance's writes through
/// the WAL's shared memory), then as `immutable=1`, the only way to read a WAL database whose
/// folder cannot hold the `-shm` file (a read-only mount or a full disk with no instance running).
enum LibraryOpening {
    struct Opened {
        let database: any DatabaseWriter
        let persistence: LibraryPersistence
        let problem: String?
    }

    /// The library at `url`, as usable as it can be.
    static func open(_ url: URL) -> Opened {
        let path = url.path
        let exists = FileManager.default.fileExists(atPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // Writable only to look at (chmod 444 for a user, a read-only mount even for root):
            // a read-write open would succeed and every write fail.
            if exists, access(path, W_OK) != 0 {
                let reason = errno == EROFS ? "it is on a read-only file system" : "the file is read-only"
                return try readOnly(url, reason: reason)
            }
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            let pool = try DatabasePool(path: path, configuration: configuration)
            try LibrarySchema.migrator.migrate(pool)
            return Opened(database: pool, persistence: .saved, problem: nil)
        } catch {
            let reason = describe(error, at: url)
            if exists, mayStillBeRead(error), let opened = try? readOnly(url, reason: reason) { return opened }
            let database = try! DatabaseQueue()  // in memory: cannot fail
            try? LibrarySchema.migrator.migrate(database)
            return Opened(database: database, persistence: .notSaved, problem:
                "Your library at \(path) cannot be used (\(reason)): favourites and history last only until you quit.")
        }
    }

    /// The file opened for reading only; throws when it cannot be read or its tables are older
    /// than this version's (they cannot be brought up to date without writing).
    private static func readOnly(_ url: URL, reason: String) throws -> Opened {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        var failure: Error = DatabaseError(resultCode: .SQLITE_CANTOPEN)
        let immutable = url.absoluteString + "?immutable=1"
        for path in [url.path, immutable] {
            do {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                guard try queue.read({ try LibrarySchema.migrator.hasCompletedMigrations($0) }) else { throw DatabaseError(resultCode: .SQLITE_SCHEMA) }
                return Opened(database: queue, persistence: .readOnly, problem:
                    "Your library at \(url.path) cannot be written (\(reason)): your favourites show, but nothing new is saved.")
            } catch {
                failure = error
            }
        }
        throw failure
    }

    /// Errors after which the file may still be readable.
    private static func mayStillBeRead(_ error: Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_FULL, .SQLITE_IOERR: return true
        default: return false
        }
    }

    /// Why `error` happened to the library at `url`, in words: "the disk is full".
    static func describe(_ error: Error, at url: URL) -> String {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT: return "the file is damaged or not a database"
            case .SQLITE_FULL: return "the disk is full"
            // On a full disk SQLite often says "disk I/O error": the WAL's shared memory file
            // cannot grow (SQLITE_IOERR_SHMSIZE) or a page cannot be written.
            case .SQLITE_IOERR where isFull(url.deletingLastPathComponent()): return "the disk is full"
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return "it cannot be written"
            case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program holds it"
            default: return error.message ?? "SQLite error \(error.resultCode.rawValue)"
            }
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ENOSPC) { return "the disk is full" }
        return (error as NSError).localizedDescription
    }

    /// Whether the file system holding `folder` has no block left for this user.
    private static func isFull(_ folder: URL) -> Bool {
        var info = statvfs()
        return statvfs(folder.path, &info) == 0 && info.f_bavail == 0
    }
}
