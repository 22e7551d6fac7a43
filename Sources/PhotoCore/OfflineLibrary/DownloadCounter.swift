import Foundation

/// How many downloads the offline server has tracked, per photo id.
final class DownloadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func record(_ id: String) {
        lock.lock()
        counts[id, default: 0] += 1
        lock.unlock()
    }

    func count(for id: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[id] ?? 0
    }
}
