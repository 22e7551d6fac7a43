import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

/// The one disk cache under `$XDG_CACHE_HOME/photo-tui`: image bytes in `images/`, API answers in
/// `api/`, under a single byte budget with least-recently-used eviction across both.
///
/// There is no journal. Each file carries its own trailer (magic, time stored, length, FNV-1a
/// checksum), its modification time is its last use (touched on every hit), and the folder
/// listing is the index. Why: a shared journal is the thing two instances on the same cache
/// corrupt (each rewrote it from its own view, dropping the other's entries); with the file system
/// as the only shared state, every operation is an atomic `rename` or `unlink`, a second instance
/// needs no lock, and a crash leaves nothing to reconcile.
///
/// - Writes go to `.tmp-<pid>-<random>` and are renamed into place; temporary files of dead
///   processes are swept at start.
/// - The budget is enforced at start and at write time: each instance rescans the folders (stat
///   only) whenever its own writes since the last scan pass 1/16 of the budget or its running
///   total passes the budget, then deletes least-recently-used files down to 90 %. Two instances
///   can overshoot by at most 1/16 of the budget each, until either writes again.
/// - Entries expire: images not used for ``imageMaxAge``, API answers older than the time to live
///   the caller gives (checked on read against the trailer, and by modification time at scans).
/// - A file that is truncated, altered or of an older format is deleted and reported as a miss.
/// - If the folders cannot be created or written (read-only, full), writes stop with one warning.
///
/// Thread-safe; file contents are read and written outside the lock.
public final class DiskImageCache: @unchecked Sendable {
    /// The default size bound: 512 MiB.
    public static let defaultByteLimit = 512 << 20
    /// Images unused for this long are deleted: 30 days.
    public static let imageMaxAge: TimeInterval = 30 * 24 * 3600
    /// API answers older than this are deleted at scans whatever the caller's time to live.
    public static let apiMaxAge: TimeInterval = 24 * 3600

    /// `<cacheDirectory>/images`.
    public let directory: URL
    /// The cache root.
    public let root: URL
    /// The most bytes of files kept, images and API answers together.
    public let byteLimit: Int

    private let logger: Logger
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var bytes = 0
    private var files = 0
    private var writtenSinceScan = 0
    private var writable = true
    private var warned = false
    /// The opening, when it runs on a thread of its own; set in `init`, read-only after.
    private var opening: BackgroundValue<Void>?

    static let temporaryPrefix = ".tmp-"
    private static let magic: [UInt8] = Array("PTUI-C1\n".utf8)
    static let trailerSize = 32

    /// Opens (or creates) the cache, sweeping leftovers and enforcing the budget.
    /// - Parameters:
    ///   - cacheDirectory: the app's cache root (`$XDG_CACHE_HOME/photo-tui`).
    ///   - byteLimit: the size bound in bytes for images and API answers together.
    ///   - logger: where the one read-only warning goes.
    ///   - opensInBackground: the opening (creating the folders, listing them, sweeping and
    ///     evicting) runs on a thread of its own and `init` returns at once, for a launch, which
    ///     would otherwise wait for a stat of every file of a full cache before its first frame.
    ///     Reads meanwhile find what is on disk; ``isWritable``, ``totalBytes``, ``count``,
    ///     ``rescan()``, stores and removals wait until it is done, so they see what they
    ///     would have after an opening in `init`.
    public init(cacheDirectory: URL, byteLimit: Int = DiskImageCache.defaultByteLimit,
                logger: Logger = Logger(label: "photo-tui.cache.disk"), now: @escaping @Sendable () -> Date = Date.init,
                opensInBackground: Bool = false) {
        root = cacheDirectory
        directory = cacheDirectory.appendingPathComponent(DiskCacheNamespace.images.rawValue, isDirectory: true)
        self.byteLimit = max(byteLimit, 0)
        self.logger = logger
        self.now = now
        if opensInBackground {
            opening = BackgroundValue(name: "disk cache") { [self] in open() }
        } else {
            open()
        }
    }

    /// Creates the folders, then sweeps leftovers and enforces the budget.
    private func open() {
        lock.lock()
        defer { lock.unlock() }
        do {
            for namespace in DiskCacheNamespace.allCases {
                try FileManager.default.createDirectory(at: folder(namespace), withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            }
        } catch {
            disableWrites(because: error)
            return
        }
        // The journal of earlier versions is not used any more.
        unlink(directory.appendingPathComponent("index").path)
        scanAndEvict()
    }

    /// Whether stores still reach the disk (false after a read-only or full-disk failure).
    public var isWritable: Bool {
        withLock { writable }
    }

    /// Bytes of files held (as of this instance's last scan plus its own writes since).
    public var totalBytes: Int {
        withLock { bytes }
    }

    /// Number of files held (same caveat as ``totalBytes``).
    public var count: Int {
        withLock { files }
    }

    // MARK: - Images by URL

    /// The stored bytes for `url`, marking them most recently used; `nil` on a miss. A file
    /// that is missing, truncated, altered or expired is removed and reported as a miss.
    public func data(for url: URL) -> Data? {
        data(forName: CacheKey.fileName(for: url), in: .images, maxAge: Self.imageMaxAge)
    }

    /// Stores `data` for `url`, evicting the least recently used files beyond the budget.
    public func store(_ data: Data, for url: URL) {
        store(data, name: CacheKey.fileName(for: url), in: .images)
    }

    /// Removes `url`'s file, e.g. after it failed to decode.
    public func remove(_ url: URL) {
        removeFile(fileURL(CacheKey.fileName(for: url), .images))
    }

    // MARK: - Any key

    /// The bytes stored for `key` in `namespace` if younger than `maxAge`; a miss otherwise.
    public func data(forKey key: String, in namespace: DiskCacheNamespace, maxAge: TimeInterval) -> Data? {
        data(forName: Self.name(for: key), in: namespace, maxAge: maxAge)
    }

    /// Stores `data` for `key` in `namespace` under the shared budget.
    public func store(_ data: Data, forKey key: String, in namespace: DiskCacheNamespace) {
        store(data, name: Self.name(for: key), in: namespace)
    }

    /// Forgets `key` in `namespace`.
    public func remove(key: String, in namespace: DiskCacheNamespace) {
        removeFile(fileURL(Self.name(for: key), namespace))
    }

    /// Lists the folders again (other instances may have written) and evicts beyond the budget.
    public func rescan() {
        withLock { scanAndEvict() }
    }

    /// Runs `body` with the lock held, once the opening is done.
    private func withLock<T>(_ body: () -> T) -> T {
        _ = opening?.value
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// FNV-1a, 64 bits: cheap enough to check every read, enough to catch a damaged file.
    static func checksum<Bytes: Collection>(_ data: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    // MARK: - Files

    private static func name(for key: String) -> String { SHA256.hex(Array(key.utf8)) }

    private func folder(_ namespace: DiskCacheNamespace) -> URL {
        root.appendingPathComponent(namespace.rawValue, isDirectory: true)
    }

    private func fileURL(_ name: String, _ namespace: DiskCacheNamespace) -> URL {
        folder(namespace).appendingPathComponent(name)
    }

    private func data(forName name: String, in namespace: DiskCacheNamespace, maxAge: TimeInterval) -> Data? {
        let file = fileURL(name, namespace)
        guard let stored = try? Data(contentsOf: file, options: .mappedIfSafe) else { return nil }
        guard let (payload, storedAt) = Self.unwrap(stored) else {
            removeFile(file)
            logger.debug("disk cache: dropped a damaged file")
            return nil
        }
        let age = now().timeIntervalSince(storedAt)
        guard age < maxAge, age > -3600 else {
            removeFile(file)
            return nil
        }
        // The modification time is the last use: least recently used files go first.
        touch(file.path)
        return payload
    }

    private func store(_ data: Data, name: String, in namespace: DiskCacheNamespace) {
        let size = data.count + Self.trailerSize
        guard isWritable, size <= byteLimit else { return }
        let target = fileURL(name, namespace)
        let temporary = folder(namespace).appendingPathComponent(
            "\(Self.temporaryPrefix)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))")
        do {
            try Self.wrap(data, storedAt: now()).write(to: temporary)
            touch(temporary.path)
        } catch {
            unlink(temporary.path)
            withLock { disableWrites(because: error) }
            return
        }
        var old = stat()
        let replaced = lstat(target.path, &old) == 0 ? Int(old.st_size) : nil
        guard rename(temporary.path, target.path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary.path)
            withLock { disableWrites(because: error) }
            return
        }
        withLock {
            bytes += size - (replaced ?? 0)
            if replaced == nil { files += 1 }
            writtenSinceScan += size
            if bytes > byteLimit || writtenSinceScan > byteLimit / 16 { scanAndEvict() }
        }
    }

    /// Sets the modification time to this cache's clock, to the microsecond (the kernel's own
    /// stamps are only as fine as its coarse clock, which would tie files written together).
    private func touch(_ path: String) {
        let seconds = now().timeIntervalSince1970
        var times = [timeval](repeating: timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6)), count: 2)
        utimes(path, &times)
    }

    private func removeFile(_ file: URL) {
        var info = stat()
        guard lstat(file.path, &info) == 0, unlink(file.path) == 0 else { return }
        withLock {
            bytes = max(0, bytes - Int(info.st_size))
            files = max(0, files - 1)
        }
    }

    /// `payload + trailer`: magic, stored-at seconds, payload length, checksum (little-endian).
    static func wrap(_ payload: Data, storedAt: Date) -> Data {
        var out = payload
        out.append(contentsOf: magic)
        for value in [UInt64(max(0, storedAt.timeIntervalSince1970)), UInt64(payload.count), checksum(payload)] {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        return out
    }

    /// The payload and when it was stored, or `nil` when the trailer does not match.
    static func unwrap(_ stored: Data) -> (Data, Date)? {
        guard stored.count >= trailerSize else { return nil }
        let trailer = stored.suffix(trailerSize)
        guard trailer.prefix(8).elementsEqual(magic) else { return nil }
        func field(_ index: Int) -> UInt64 {
            let start = trailer.startIndex + 8 + index * 8
            return trailer[start..<start + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        let length = field(1)
        guard length == UInt64(stored.count - trailerSize) else { return nil }
        let payload = stored.prefix(stored.count - trailerSize)
        guard checksum(payload) == field(2) else { return nil }
        return (Data(payload), Date(timeIntervalSince1970: TimeInterval(field(0))))
    }

    // MARK: - With the lock held

    /// Lists both folders: sweeps temporary files of dead processes and expired files, then
    /// deletes least-recently-used files until the total is back under 90 % of the budget.
    private func scanAndEvict() {
        struct Item { let path: String; let size: Int; let used: TimeInterval }
        var items: [Item] = []
        let current = now().timeIntervalSince1970
        for namespace in DiskCacheNamespace.allCases {
            let base = folder(namespace)
            let maxAge = namespace == .images ? Self.imageMaxAge : Self.apiMaxAge
            for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] {
                let path = base.appendingPathComponent(name).path
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                let used = TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9
                if name.hasPrefix(Self.temporaryPrefix) {
                    let pid = name.dropFirst(Self.temporaryPrefix.count).split(separator: "-").first.flatMap { Int32($0) }
                    let alive = pid.map { $0 == getpid() || kill($0, 0) == 0 || errno == EPERM } ?? false
                    if !alive || current - used > 3600 { unlink(path) }
                    continue
                }
                if current - used > maxAge {
                    unlink(path)
                    continue
                }
                items.append(Item(path: path, size: Int(info.st_size), used: used))
            }
        }
        bytes = items.reduce(0) { $0 + $1.size }
        files = items.count
        writtenSinceScan = 0
        guard bytes > byteLimit else { return }
        let goal = byteLimit / 10 * 9
        for item in items.sorted(by: { $0.used < $1.used }) {
            guard bytes > goal else { break }
            if unlink(item.path) == 0 || errno == ENOENT {
                bytes -= item.size
                files -= 1
            }
        }
    }

    private func disableWrites(because error: Error) {
        writable = false
        guard !warned else { return }
        warned = true
        logger.warning("disk cache is not writable (\(error.localizedDescription)); caching in memory only",
                       metadata: ["directory": "\(root.path)"])
    }
}
