import Foundation

/// Openverse answers kept for as long as the server allows (`Cache-Control: max-age`, which is
/// four hours on the public API), in memory and on disk, so that the tiny anonymous budget (20 a
/// minute, 200 a day) is spent on new searches only.
///
/// Disk files are named by the SHA-256 of the request line and hold no request headers, so no
/// token ever reaches the disk. A read-only or full disk falls back to memory.
final class OpenverseResponseCache: Sendable {
    private struct Entry: Codable, Sendable {
        var expiresAt: Date
        var status: Int
        var body: Data
    }

    private let memory: Locked<RecentEntries<Entry>>
    private let directory: URL?
    private let now: @Sendable () -> Date

    init(directory: URL?, memoryLimit: Int = 256, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        memory = Locked(RecentEntries(limit: memoryLimit))
        self.now = now
        if let directory {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
    }

    /// The unexpired body stored for `key`.
    func body(for key: String) -> Data? {
        let cached = memory.withLock { $0[key] }
        if let cached, cached.expiresAt > now() { return cached.body }
        guard let file = file(for: key), let data = try? Data(contentsOf: file),
              let entry = try? JSONDecoder().decode(Entry.self, from: data)
        else { return nil }
        guard entry.expiresAt > now() else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        remember(entry, for: key)
        return entry.body
    }

    /// Keeps `body` for `lifetime` seconds; a lifetime of 0 or less keeps nothing.
    func store(_ body: Data, for key: String, lifetime: TimeInterval) {
        guard lifetime > 0 else { return }
        let entry = Entry(expiresAt: now().addingTimeInterval(lifetime), status: 200, body: body)
        remember(entry, for: key)
        if let file = file(for: key), let data = try? JSONEncoder().encode(entry) {
            try? data.write(to: file, options: .atomic)
        }
    }

    /// Forgets `key` (its body did not decode).
    func remove(_ key: String) {
        memory.withLock { $0.remove(key) }
        if let file = file(for: key) { try? FileManager.default.removeItem(at: file) }
    }

    private func remember(_ entry: Entry, for key: String) {
        memory.withLock { $0.remember(entry, for: key) }
    }

    private func file(for key: String) -> URL? {
        directory?.appendingPathComponent("openverse-" + SHA256.hex(Array(key.utf8)) + ".json")
    }

    /// Seconds a response may be kept: its `max-age` (or `s-maxage`), none for `no-store` or
    /// `no-cache`, `fallback` when it says nothing; never more than `cap`.
    static func lifetime(cacheControl: String?, fallback: TimeInterval, cap: TimeInterval) -> TimeInterval {
        guard let cacheControl else { return min(fallback, cap) }
        var maxAge: TimeInterval?
        for directive in cacheControl.lowercased().split(separator: ",") {
            let parts = directive.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
            switch parts[0] {
            case "no-store", "no-cache", "private": return 0
            case "max-age", "s-maxage":
                if parts.count == 2, let seconds = TimeInterval(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) {
                    maxAge = max(maxAge ?? 0, seconds)
                }
            default: break
            }
        }
        return min(maxAge ?? fallback, cap)
    }
}
