import Foundation
import Logging

/// JPEG bytes kept on disk between runs under `<cacheDirectory>/images`, least recently used
/// first out, bounded in bytes. Reopening the same search costs no downloads.
///
/// - Files are named by ``CacheKey`` (SHA-256 of the URL without its key) and written to a
///   temporary name then renamed, so a crash never leaves a half-written file under a real name.
/// - An append-only journal (`index`) records each store, use and removal with the file's size
///   and checksum; replayed at start it restores the LRU order, and it is rewritten compactly
///   when it grows. A file whose size or checksum no longer matches is deleted and reported as
///   a miss, so the caller refetches it.
/// - If the directory cannot be created or written (read-only, disk full), the cache stops
///   writing and logs one warning; the app goes on with its memory cache alone.
///
/// Thread-safe; file contents are read and written outside the lock.
public final class DiskImageCache: @unchecked Sendable {
    /// The default size bound: 512 MiB.
    public static let defaultByteLimit = 512 << 20

    /// `<cacheDirectory>/images`.
    public let directory: URL
    /// The most bytes of files kept.
    public let byteLimit: Int

    private struct Entry {
        var size: Int
        var checksum: UInt64?
        var lastUse: Int
    }

    private let logger: Logger
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private var clock = 0
    private var journal: FileHandle?
    private var journalLines = 0
    private var writable = true
    private var warned = false

    private static let journalName = "index"
    private static let temporaryPrefix = ".tmp-"

    /// Opens (or creates) the cache.
    /// - Parameters:
    ///   - cacheDirectory: the app's cache root (`$XDG_CACHE_HOME/photo-tui`); images go under `images/`.
    ///   - byteLimit: the size bound in bytes.
    ///   - logger: where the one read-only warning goes.
    public init(cacheDirectory: URL, byteLimit: Int = DiskImageCache.defaultByteLimit,
                logger: Logger = Logger(label: "photo-tui.images.disk")) {
        self.directory = cacheDirectory.appendingPathComponent("images", isDirectory: true)
        self.byteLimit = max(byteLimit, 0)
        self.logger = logger
        lock.lock()
        defer { lock.unlock() }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            disableWrites(because: error)
            return
        }
        loadJournal()
        reconcileWithDirectory()
        compactJournal()
        evictIfNeeded()
    }

    deinit {
        try? journal?.close()
    }

    /// Whether stores still reach the disk (false after a read-only or full-disk failure).
    public var isWritable: Bool {
        lock.lock()
        defer { lock.unlock() }
        return writable
    }

    /// Bytes of files held.
    public var totalBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// Number of files held.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The stored bytes for `url`, marking them most recently used; `nil` on a miss. A file
    /// that is missing, truncated or altered is removed and reported as a miss.
    public func data(for url: URL) -> Data? {
        let name = CacheKey.fileName(for: url)
        lock.lock()
        guard let entry = entries[name] else {
            lock.unlock()
            return nil
        }
        lock.unlock()

        let data = try? Data(contentsOf: fileURL(name), options: .mappedIfSafe)
        guard let data, data.count == entry.size, entry.checksum.map({ $0 == Self.checksum(data) }) ?? true else {
            lock.lock()
            // Only drop the entry we judged: a concurrent store may have replaced it meanwhile.
            if let current = entries[name], current.size == entry.size, current.checksum == entry.checksum {
                removeLocked(name)
            }
            lock.unlock()
            logger.debug("disk cache: dropped a missing or damaged file")
            return nil
        }
        lock.lock()
        if entries[name] != nil {
            clock += 1
            entries[name]?.lastUse = clock
            appendJournal("= \(name)")
            // A session of hits only would grow the journal without end.
            if journalLines > 2 * entries.count + 256 { compactJournal() }
        }
        lock.unlock()
        return data
    }

    /// Stores `data` for `url` (temporary file, then rename), evicting the least recently used
    /// files beyond the bound. Does nothing once the cache has fallen back to memory only.
    public func store(_ data: Data, for url: URL) {
        guard isWritable, data.count <= byteLimit else { return }
        let name = CacheKey.fileName(for: url)
        let temporary = directory.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            lock.lock()
            disableWrites(because: error)
            lock.unlock()
            return
        }
        let checksum = Self.checksum(data)
        lock.lock()
        defer { lock.unlock() }
        guard rename(temporary.path, fileURL(name).path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary.path)
            disableWrites(because: error)
            return
        }
        if let old = entries[name] { bytes -= old.size }
        clock += 1
        entries[name] = Entry(size: data.count, checksum: checksum, lastUse: clock)
        bytes += data.count
        appendJournal("+ \(name) \(data.count) \(String(checksum, radix: 16))")
        evictIfNeeded()
        if journalLines > 2 * entries.count + 256 { compactJournal() }
    }

    /// Removes `url`'s file, e.g. after it failed to decode.
    public func remove(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        removeLocked(CacheKey.fileName(for: url))
    }

    /// FNV-1a, 64 bits: cheap enough to check every read, enough to catch a damaged file.
    static func checksum(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
    }

    // MARK: - With the lock held

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    private func removeLocked(_ name: String) {
        if let entry = entries.removeValue(forKey: name) {
            bytes -= entry.size
            appendJournal("- \(name)")
        }
        unlink(fileURL(name).path)
    }

    private func evictIfNeeded() {
        guard bytes > byteLimit else { return }
        // Evict down to 90% so that a full cache does not evict on every store.
        let goal = byteLimit / 10 * 9
        for (name, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > goal else { break }
            removeLocked(name)
        }
    }

    private func disableWrites(because error: Error) {
        writable = false
        try? journal?.close()
        journal = nil
        guard !warned else { return }
        warned = true
        logger.warning("image disk cache is not writable (\(error.localizedDescription)); caching images in memory only",
                       metadata: ["directory": "\(directory.path)"])
    }

    private func appendJournal(_ line: String) {
        guard writable else { return }
        do {
            if journal == nil {
                let path = fileURL(Self.journalName).path
                if !FileManager.default.fileExists(atPath: path) {
                    guard FileManager.default.createFile(atPath: path, contents: nil) else {
                        throw POSIXError(.EACCES)
                    }
                }
                journal = try FileHandle(forWritingTo: fileURL(Self.journalName))
                try journal?.seekToEnd()
            }
            try journal?.write(contentsOf: Data((line + "\n").utf8))
            journalLines += 1
        } catch {
            disableWrites(because: error)
        }
    }

    /// Replays the journal; lines that do not parse (a torn last write) are skipped.
    private func loadJournal() {
        guard let text = try? String(contentsOf: fileURL(Self.journalName), encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            journalLines += 1
            let fields = line.split(separator: " ")
            guard fields.count >= 2, Self.isFileName(fields[1]) else { continue }
            let name = String(fields[1])
            clock += 1
            switch fields[0] {
            case "+" where fields.count == 4:
                guard let size = Int(fields[2]), size >= 0, let checksum = UInt64(fields[3], radix: 16) else { continue }
                if let old = entries[name] { bytes -= old.size }
                entries[name] = Entry(size: size, checksum: checksum, lastUse: clock)
                bytes += size
            case "=":
                entries[name]?.lastUse = clock
            case "-":
                if let old = entries.removeValue(forKey: name) { bytes -= old.size }
            default:
                continue
            }
        }
    }

    /// Drops entries whose file is gone, adopts files the journal missed (a crash between
    /// rename and journal write) as the oldest, and deletes leftover temporary files.
    private func reconcileWithDirectory() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var present = Set<String>()
        for name in names {
            if name.hasPrefix(Self.temporaryPrefix) {
                unlink(fileURL(name).path)
            } else if Self.isFileName(Substring(name)) {
                present.insert(name)
                if entries[name] == nil,
                   let size = (try? FileManager.default.attributesOfItem(atPath: fileURL(name).path))?[.size] as? Int {
                    entries[name] = Entry(size: size, checksum: nil, lastUse: 0)
                    bytes += size
                }
            }
        }
        for (name, entry) in entries where !present.contains(name) {
            entries[name] = nil
            bytes -= entry.size
        }
    }

    /// Rewrites the journal as one line per entry, oldest first, via a temporary file.
    private func compactJournal() {
        guard writable else { return }
        var text = ""
        for (name, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            if let checksum = entry.checksum {
                text += "+ \(name) \(entry.size) \(String(checksum, radix: 16))\n"
            }
        }
        // Entries adopted without a checksum are not journalled; the next start adopts them again.
        do {
            try? journal?.close()
            journal = nil
            try Data(text.utf8).write(to: fileURL(Self.journalName), options: .atomic)
            journalLines = entries.count
        } catch {
            disableWrites(because: error)
        }
    }

    private static func isFileName(_ name: Substring) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
