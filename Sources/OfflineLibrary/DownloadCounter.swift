import PhotoModel

/// How many downloads the offline server has tracked, per photo id.
final class DownloadCounter: Sendable {
    private let counts = Locked<[String: Int]>([:])

    func record(_ id: String) { counts.withLock { $0[id, default: 0] += 1 } }

    func count(for id: String) -> Int { counts.withLock { $0[id] ?? 0 } }
}
