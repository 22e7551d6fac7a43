import Foundation

/// The most recent JPEG encodes, by photo and size, bounded by total bytes (least recently used
/// goes first). Thread-safe: the server renders on many tasks at once.
final class RenderCache: @unchecked Sendable {
    struct Key: Hashable { let id: String; let width: Int; let height: Int; let quality: Int }

    private let lock = NSLock()
    private var entries: [Key: (data: Data, tick: UInt64)] = [:]
    private var tick: UInt64 = 0
    private var bytes = 0
    private let capacityBytes: Int

    init(capacityBytes: Int = 64 << 20) { self.capacityBytes = capacityBytes }

    func value(for key: Key) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        tick += 1
        entries[key] = (entry.data, tick)
        return entry.data
    }

    func insert(_ data: Data, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        tick += 1
        if let old = entries.updateValue((data, tick), forKey: key) { bytes -= old.data.count }
        bytes += data.count
        while bytes > capacityBytes, let oldest = entries.min(by: { $0.value.tick < $1.value.tick }) {
            entries.removeValue(forKey: oldest.key)
            bytes -= oldest.value.data.count
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
