import EventStream
import Foundation
import PhotoModel

/// The API answers ``RequestEngine`` keeps, so going back to a search page or a photo costs no
/// request against a provider's quota: in memory (bounded by count and bytes, least recently used
/// dropped first) and on disk, in the app's one ``DiskImageCache`` (its `api/` folder, under the
/// same byte budget and least-recently-used order as images).
///
/// Each answer is fresh for the lifetime its client gives (Unsplash: a fixed time; Openverse: the
/// server's `Cache-Control`). Past it, an answer that carried an `ETag` is kept a while longer
/// (`revalidationWindow`) so the engine can ask with `If-None-Match` and reuse it on `304`. Time
/// is the engine's scheduler's clock, so lifetimes are tested in virtual time.
///
/// Disk files are named by the SHA-256 of the key and hold the status, a few headers and the
/// body: no request header (an access key, a token) is ever stored. Disk errors (read-only or
/// full) fall back to memory only.
public final class ResponseCache: Sendable {
    private struct Entry: Codable, Sendable {
        var storedAt: Date
        /// Seconds it is fresh; absent in answers stored by earlier versions, which are then
        /// stale at once (and revalidated when they have an `ETag`).
        var lifetime: TimeInterval?
        var status: Int
        var headers: [[String]]
        var body: Data
    }

    /// The headers an answer is read back with.
    static let keptHeaders = ["X-Total", "X-Per-Page", "Link", "Content-Type", "ETag"]

    private let memory: Locked<LRUEntries<Entry>>
    private let store: DiskImageCache?
    private let clock: SharedScheduler
    private let revalidationWindow: TimeInterval

    /// Creates a cache writing through `store` (the app's one disk cache); `nil` keeps everything
    /// in memory, at most `memoryCount` answers and `memoryBytes` of bodies.
    public init(store: DiskImageCache?, scheduler: Scheduler, revalidationWindow: TimeInterval = DiskImageCache.apiMaxAge,
                memoryCount: Int = 256, memoryBytes: Int = 16 << 20) {
        self.store = store
        clock = SharedScheduler(scheduler)
        self.revalidationWindow = revalidationWindow
        memory = Locked(LRUEntries(countLimit: memoryCount, costLimit: memoryBytes))
    }

    /// Creates a cache with a disk cache of its own rooted at `directory` (answers under
    /// `directory/api`), on the same clock; `nil` keeps everything in memory.
    public convenience init(directory: URL?, scheduler: Scheduler, memoryCount: Int = 256, memoryBytes: Int = 16 << 20) {
        let clock = SharedScheduler(scheduler)
        self.init(store: directory.map { DiskImageCache(cacheDirectory: $0, now: { clock.now }) }, scheduler: scheduler,
                  memoryCount: memoryCount, memoryBytes: memoryBytes)
    }

    /// The fresh answer stored for `key`, from memory or disk.
    public func response(for key: String) -> HTTPResponse? {
        guard let entry = entry(for: key), isFresh(entry) else { return nil }
        return Self.response(entry)
    }

    /// The `ETag` of a stored answer for `key` that may be revalidated.
    public func validator(for key: String) -> String? {
        entry(for: key).flatMap(Self.etag)
    }

    /// The server said the stored answer for `key` has not changed (`304`): it is fresh again
    /// for `lifetime` seconds (`nil`: as long as before). Returns it, or `nil` when it is gone.
    public func revalidated(_ key: String, lifetime: TimeInterval? = nil) -> HTTPResponse? {
        guard var entry = entry(for: key) else { return nil }
        entry.storedAt = clock.now
        if let lifetime { entry.lifetime = lifetime }
        keep(entry, for: key)
        return Self.response(entry)
    }

    /// Stores a successful answer for `key`, fresh for `lifetime` seconds. An answer with no
    /// lifetime left and no `ETag` to revalidate it with is not worth keeping.
    public func store(_ response: HTTPResponse, for key: String, lifetime: TimeInterval) {
        let headers = Self.keptHeaders.compactMap { name in response.headers[name].map { [name, $0] } }
        let entry = Entry(storedAt: clock.now, lifetime: max(0, lifetime), status: response.status, headers: headers, body: response.body)
        guard lifetime > 0 || Self.etag(entry) != nil else { return }
        keep(entry, for: key)
    }

    /// Forgets `key` (its body turned out not to decode).
    public func remove(_ key: String) {
        memory.withLock { $0.remove(key) }
        store?.remove(key: key, in: .api)
    }

    /// Answers held in memory.
    var memoryCount: Int { memory.withLock { $0.count } }

    /// The entry for `key` young enough to use or revalidate, from memory or disk; an older one
    /// is dropped from both.
    private func entry(for key: String) -> Entry? {
        let cached = memory.withLock { $0.value(for: key) }
        if let cached, isKept(cached) { return cached }
        if cached != nil { memory.withLock { $0.remove(key) } }
        guard let store, let data = store.data(forKey: key, in: .api, maxAge: revalidationWindow),
              let entry = try? JSONDecoder().decode(Entry.self, from: data)
        else { return nil }
        guard isKept(entry) else {
            store.remove(key: key, in: .api)
            return nil
        }
        memory.withLock { $0.store(entry, for: key, cost: entry.body.count) }
        return entry
    }

    private func keep(_ entry: Entry, for key: String) {
        memory.withLock { $0.store(entry, for: key, cost: entry.body.count) }
        if let store, let data = try? JSONEncoder().encode(entry) { store.store(data, forKey: key, in: .api) }
    }

    private func age(_ entry: Entry) -> TimeInterval { clock.now.timeIntervalSince(entry.storedAt) }

    private func isFresh(_ entry: Entry) -> Bool {
        let age = age(entry)
        return age >= 0 && age < (entry.lifetime ?? 0)
    }

    /// Fresh, or stale with an `ETag` and young enough to revalidate.
    private func isKept(_ entry: Entry) -> Bool {
        if isFresh(entry) { return true }
        let age = age(entry)
        return age >= 0 && age < revalidationWindow && Self.etag(entry) != nil
    }

    private static func etag(_ entry: Entry) -> String? {
        entry.headers.first { $0.count == 2 && $0[0] == "ETag" }?[1]
    }

    private static func response(_ entry: Entry) -> HTTPResponse {
        HTTPResponse(status: entry.status, headers: HTTPHeaderFields(entry.headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }),
                     body: entry.body)
    }
}
