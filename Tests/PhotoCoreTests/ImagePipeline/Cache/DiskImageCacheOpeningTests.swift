import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

/// A cache opened in the background (as at launch) ends as one opened in `init`: the same files
/// swept and evicted, the same counts, and what was stored meanwhile counted once.
@Suite struct DiskImageCacheOpeningTests {
    private let root: URL
    private let clock = DiskImageCacheTests.Clock()
    private static let overhead = DiskImageCache.trailerSize

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("disk-cache-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func cache(limit: Int, inBackground: Bool) -> DiskImageCache {
        let clock = self.clock
        return DiskImageCache(cacheDirectory: root, byteLimit: limit, now: { clock.now() }, opensInBackground: inBackground)
    }
    private func url(_ name: String) -> URL { URL(string: "https://images.unsplash.com/\(name)")! }
    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("images").path)) ?? []).sorted()
    }

    /// Four files of 300 bytes, `a` the least recently used.
    private func fill() {
        let cache = cache(limit: 10_000, inBackground: false)
        for (index, name) in ["a", "b", "c", "d"].enumerated() { cache.store(Data(repeating: UInt8(index), count: 300), for: url(name)) }
    }

    @Test func evictsToTheSmallerBudgetAsAnOpeningInInitDoes() {
        fill()
        let background = cache(limit: 1000, inBackground: true)
        #expect(background.totalBytes == 2 * (300 + Self.overhead) && background.count == 2)
        let kept = files()
        #expect(kept == [url("c"), url("d")].map(CacheKey.fileName(for:)).sorted())
        let inInit = cache(limit: 1000, inBackground: false)
        #expect(inInit.totalBytes == background.totalBytes && inInit.count == background.count && files() == kept)
    }

    @Test func aStoreRightAfterOpeningIsCountedOnce() {
        fill()
        let cache = cache(limit: 10_000, inBackground: true)
        cache.store(Data(repeating: 9, count: 100), for: url("e"))
        #expect(cache.totalBytes == 4 * (300 + Self.overhead) + 100 + Self.overhead && cache.count == 5)
        #expect(cache.data(for: url("a")) == Data(repeating: 0, count: 300))
        #expect(cache.isWritable)
    }

    @Test func aFolderThatCannotBeMadeStopsWritesOnceOpened() throws {
        let blocker = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let cache = DiskImageCache(cacheDirectory: blocker, opensInBackground: true)
        #expect(!cache.isWritable)
        cache.store(Data(repeating: 1, count: 10), for: url("a"))
        #expect(cache.count == 0 && cache.data(for: url("a")) == nil)
    }
}
