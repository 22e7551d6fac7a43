import Foundation

/// API responses kept for a short time, in memory and on disk, so going back to a search page or
/// a photo costs no request against the hourly quota. Past that time an answer that carried an
/// `ETag` is kept a while longer (`revalidationTimeToLive`) so the client can ask the server
/// whether it changed (`If-None-Match`) and reuse it on `304 Not Modified`.
///
/// Disk entries go into the one ``DiskImageCache`` (its `api/` folder), under the same byte budget
/// and least-recently-used order as images, one file per key named by the SHA-256 of the key: no
/// file name or content contains the key itself or the access key (requests carry the key in a
/// header, which is not stored). Disk errors (read-only or full) fall back to memory only.
public final class APIResponseCache: Sendable {
    private struct Entry: Codable, Sendable {
        var storedAt: Date
        var status: Int
        var headers: [[String]]
        var body: Data
    }

    private let memory: Locked<RecentEntries<Entry>>
    private let store: DiskImageCache?
    private let timeToLive: TimeInterval
    private let revalidationTimeToLive: TimeInterval
    private let now: @Sendable () -> Date

    /// Creates a cache writing through `store` (the app's one disk cache); `nil` keeps
    /// everything in memory.
    public init(store: DiskImageCache?, timeToLive: TimeInterval = 300, revalidationTimeToLive: TimeInterval = 86_400,
                memoryLimit: Int = 256, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.timeToLive = timeToLive
        self.revalidationTimeToLive = max(timeToLive, revalidationTimeToLive)
        memory = Locked(RecentEntries(limit: memoryLimit))
        self.now = now
    }

    /// Creates a cache with a disk cache of its own rooted at `directory` (answers under
    /// `directory/api`); `nil` keeps everything in memory.
    public convenience init(directory: URL?, timeToLive: TimeInterval = 300, memoryLimit: Int = 256,
                            now: @escaping @Sendable () -> Date = Date.init) {
        self.init(store: directory.map { DiskImageCache(cacheDirectory: $0, now: now) }, timeToLive: timeToLive,
                  memoryLimit: memoryLimit, now: now)
    }

    /// The fresh response stored for `key`, from memory or disk.
    public func response(for key: String) -> HTTPResponse? {
        guard let entry = entry(for: key), isFresh(entry) else { return nil }
        return Self.response(entry)
    }

    /// The `ETag` of a stored answer for `key` that is no longer fresh but may be revalidated.
    public func validator(for key: String) -> String? {
        guard let entry = entry(for: key) else { return nil }
        return entry.headers.first { $0.count == 2 && $0[0] == "ETag" }?[1]
    }

    /// The server said the stored answer for `key` has not changed (`304`): it is fresh again.
    /// Returns it, or `nil` when it is gone.
    public func revalidated(_ key: String) -> HTTPResponse? {
        guard var entry = entry(for: key) else { return nil }
        entry.storedAt = now()
        remember(entry, for: key)
        if let store, let data = try? JSONEncoder().encode(entry) { store.store(data, forKey: key, in: .api) }
        return Self.response(entry)
    }

    /// The entry for `key` young enough to use or revalidate, from memory or disk.
    private func entry(for key: String) -> Entry? {
        let cached = memory.withLock { $0[key] }
        if let cached, isKept(cached) { return cached }
        guard let store, let data = store.data(forKey: key, in: .api, maxAge: revalidationTimeToLive),
              let entry = try? JSONDecoder().decode(Entry.self, from: data)
        else { return nil }
        guard isKept(entry) else {
            store.remove(key: key, in: .api)
            return nil
        }
        remember(entry, for: key)
        return entry
    }

    /// Stores a successful response for `key`.
    public func store(_ response: HTTPResponse, for key: String) {
        let kept = ["X-Total", "X-Per-Page", "Link", "Content-Type", "ETag"]
        let entry = Entry(
            storedAt: now(), status: response.status,
            headers: kept.compactMap { name in response.headers[name].map { [name, $0] } }, body: response.body)
        remember(entry, for: key)
        if let store, let data = try? JSONEncoder().encode(entry) {
            store.store(data, forKey: key, in: .api)
        }
    }

    /// Forgets `key` (its body turned out not to decode).
    public func remove(_ key: String) {
        memory.withLock { $0.remove(key) }
        store?.remove(key: key, in: .api)
    }

    private func remember(_ entry: Entry, for key: String) {
        memory.withLock { $0.remember(entry, for: key) }
    }

    private func isFresh(_ entry: Entry) -> Bool {
        let age = now().timeIntervalSince(entry.storedAt)
        return age >= 0 && age < timeToLive
    }

    /// Fresh, or stale with an `ETag` and young enough to revalidate.
    private func isKept(_ entry: Entry) -> Bool {
        if isFresh(entry) { return true }
        let age = now().timeIntervalSince(entry.storedAt)
        return age >= 0 && age < revalidationTimeToLive && entry.headers.contains { $0.first == "ETag" }
    }

    private static func response(_ entry: Entry) -> HTTPResponse {
        HTTPResponse(status: entry.status, headers: HTTPHeaderFields(entry.headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }), body: entry.body)
    }
}
