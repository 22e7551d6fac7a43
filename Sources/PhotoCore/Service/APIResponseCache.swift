import Foundation

/// API responses kept for a short time, in memory and on disk, so going back to a search page or
/// a photo costs no request against the hourly quota.
///
/// Disk entries live under `directory` (the `api/` folder of the cache dir), one file per key,
/// named by the SHA-256 of the key: no file name or content contains the key itself or the access
/// key (requests carry the key in a header, which is not stored). Disk errors (read-only or full)
/// fall back to memory only.
public final class APIResponseCache: @unchecked Sendable {
    private struct Entry: Codable {
        var storedAt: Date
        var status: Int
        var headers: [[String]]
        var body: Data
    }

    private let lock = NSLock()
    private var memory: [String: Entry] = [:]
    private var order: [String] = []
    private let directory: URL?
    private let timeToLive: TimeInterval
    private let memoryLimit: Int
    private let now: @Sendable () -> Date

    /// Creates a cache; `directory` `nil` keeps everything in memory.
    public init(directory: URL?, timeToLive: TimeInterval = 300, memoryLimit: Int = 256, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.timeToLive = timeToLive
        self.memoryLimit = memoryLimit
        self.now = now
        if let directory {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
    }

    /// The fresh response stored for `key`, from memory or disk.
    public func response(for key: String) -> HTTPResponse? {
        lock.lock()
        let cached = memory[key]
        lock.unlock()
        if let cached, isFresh(cached) { return Self.response(cached) }
        guard let file = file(for: key), let data = try? Data(contentsOf: file),
              let entry = try? JSONDecoder().decode(Entry.self, from: data)
        else { return nil }
        guard isFresh(entry) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        remember(entry, for: key)
        return Self.response(entry)
    }

    /// Stores a successful response for `key`.
    public func store(_ response: HTTPResponse, for key: String) {
        let kept = ["X-Total", "X-Per-Page", "Link", "Content-Type"]
        let entry = Entry(
            storedAt: now(), status: response.status,
            headers: kept.compactMap { name in response.headers[name].map { [name, $0] } }, body: response.body)
        remember(entry, for: key)
        if let file = file(for: key), let data = try? JSONEncoder().encode(entry) {
            try? data.write(to: file, options: .atomic)
        }
    }

    /// Forgets `key` (its body turned out not to decode).
    public func remove(_ key: String) {
        lock.lock()
        memory.removeValue(forKey: key)
        order.removeAll { $0 == key }
        lock.unlock()
        if let file = file(for: key) { try? FileManager.default.removeItem(at: file) }
    }

    private func remember(_ entry: Entry, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        if memory.updateValue(entry, forKey: key) == nil { order.append(key) }
        while order.count > memoryLimit { memory.removeValue(forKey: order.removeFirst()) }
    }

    private func isFresh(_ entry: Entry) -> Bool {
        let age = now().timeIntervalSince(entry.storedAt)
        return age >= 0 && age < timeToLive
    }

    private func file(for key: String) -> URL? {
        directory?.appendingPathComponent(SHA256.hex(Array(key.utf8)) + ".json")
    }

    private static func response(_ entry: Entry) -> HTTPResponse {
        HTTPResponse(status: entry.status, headers: HTTPHeaderFields(entry.headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }), body: entry.body)
    }
}
