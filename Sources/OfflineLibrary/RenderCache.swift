import Foundation
import PhotoModel

/// The most recent JPEG encodes, by photo and size, bounded by total bytes (least recently used
/// goes first). Thread-safe: the server renders on many tasks at once.
final class RenderCache: Sendable {
    struct Key: Hashable, Sendable { let id: String; let width: Int; let height: Int; let quality: Int }

    private struct State {
        var entries: [Key: (data: Data, tick: UInt64)] = [:]
        var tick: UInt64 = 0
        var bytes = 0
    }

    private let state = Locked(State())
    private let capacityBytes: Int

    init(capacityBytes: Int = 64 << 20) { self.capacityBytes = capacityBytes }

    func value(for key: Key) -> Data? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.tick += 1
            state.entries[key] = (entry.data, state.tick)
            return entry.data
        }
    }

    func insert(_ data: Data, for key: Key) {
        let capacityBytes = capacityBytes
        state.withLock { state in
            state.tick += 1
            if let old = state.entries.updateValue((data, state.tick), forKey: key) { state.bytes -= old.data.count }
            state.bytes += data.count
            while state.bytes > capacityBytes, let oldest = state.entries.min(by: { $0.value.tick < $1.value.tick }) {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.data.count
            }
        }
    }

    var count: Int { state.withLock { $0.entries.count } }
}
