import Foundation
import Testing
@testable import PhotoCore

@Suite struct DiskImageCacheTests {
    private let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("disk-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func url(_ name: String) -> URL { URL(string: "https://images.unsplash.com/\(name)?w=80&h=40&fit=crop&fm=jpg&q=75")! }
    private func bytes(_ count: Int, _ seed: UInt8) -> Data { Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(seed)) }) }
    private func files(in cache: DiskImageCache) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.directory.path)) ?? []).sorted()
    }

    @Test func storesUnderTheHashedURLAndReadsBack() {
        let cache = DiskImageCache(cacheDirectory: root)
        let keyed = URL(string: "https://images.unsplash.com/p?w=80&client_id=SECRET123")!
        cache.store(bytes(500, 1), for: keyed)
        #expect(cache.data(for: keyed) == bytes(500, 1))
        #expect(cache.directory.path == root.appendingPathComponent("images").path)
        #expect(files(in: cache) == [CacheKey.fileName(for: keyed), "index"].sorted())
        let journal = try? String(contentsOf: cache.directory.appendingPathComponent("index"), encoding: .utf8)
        #expect(journal?.contains("SECRET123") == false)
        #expect(cache.data(for: url("other")) == nil)
    }

    @Test func persistsAcrossInstances() {
        do {
            let first = DiskImageCache(cacheDirectory: root)
            first.store(bytes(400, 2), for: url("a"))
        }
        let second = DiskImageCache(cacheDirectory: root)
        #expect(second.data(for: url("a")) == bytes(400, 2))
        #expect(second.totalBytes == 400 && second.count == 1)
    }

    @Test func evictsTheLeastRecentlyUsedBeyondTheBound() {
        let cache = DiskImageCache(cacheDirectory: root, byteLimit: 1000)
        cache.store(bytes(300, 1), for: url("a"))
        cache.store(bytes(300, 2), for: url("b"))
        cache.store(bytes(300, 3), for: url("c"))
        _ = cache.data(for: url("a"))
        cache.store(bytes(300, 4), for: url("d"))
        #expect(cache.data(for: url("b")) == nil)
        #expect(cache.data(for: url("a")) != nil && cache.data(for: url("c")) != nil && cache.data(for: url("d")) != nil)
        #expect(cache.totalBytes == 900)
        #expect(!files(in: cache).contains(CacheKey.fileName(for: url("b"))))
    }

    @Test func keepsTheLRUOrderAcrossRestarts() {
        do {
            let cache = DiskImageCache(cacheDirectory: root, byteLimit: 1000)
            cache.store(bytes(300, 1), for: url("a"))
            cache.store(bytes(300, 2), for: url("b"))
            cache.store(bytes(300, 3), for: url("c"))
            _ = cache.data(for: url("a"))
        }
        let reopened = DiskImageCache(cacheDirectory: root, byteLimit: 1000)
        reopened.store(bytes(300, 4), for: url("d"))
        #expect(reopened.data(for: url("b")) == nil)
        #expect(reopened.data(for: url("a")) != nil)
    }

    @Test func shrinksToANewSmallerBoundOnOpen() {
        do {
            let cache = DiskImageCache(cacheDirectory: root, byteLimit: 10_000)
            for name in ["a", "b", "c", "d"] { cache.store(bytes(300, 1), for: url(name)) }
        }
        let reopened = DiskImageCache(cacheDirectory: root, byteLimit: 700)
        #expect(reopened.totalBytes <= 700)
        #expect(reopened.data(for: url("d")) != nil && reopened.data(for: url("a")) == nil)
    }

    @Test func keepsTheJournalShortWhenOnlyReading() throws {
        let cache = DiskImageCache(cacheDirectory: root)
        cache.store(bytes(100, 1), for: url("a"))
        cache.store(bytes(100, 2), for: url("b"))
        for _ in 0..<1000 { _ = cache.data(for: url("a")) }
        let journal = try String(contentsOf: cache.directory.appendingPathComponent("index"), encoding: .utf8)
        #expect(journal.split(separator: "\n").count <= 2 * 2 + 256 + 1)
        // The order survives compaction: b is still the least recently used.
        let reopened = DiskImageCache(cacheDirectory: root, byteLimit: 150)
        #expect(reopened.data(for: url("a")) != nil && reopened.data(for: url("b")) == nil)
    }

    @Test func detectsAndRemovesATruncatedFile() throws {
        let cache = DiskImageCache(cacheDirectory: root)
        cache.store(bytes(500, 1), for: url("a"))
        let path = cache.directory.appendingPathComponent(CacheKey.fileName(for: url("a")))
        try bytes(500, 1).prefix(200).write(to: path)
        #expect(cache.data(for: url("a")) == nil)
        #expect(!FileManager.default.fileExists(atPath: path.path))
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    @Test func detectsAndRemovesAFileWithTheSameSizeButOtherBytes() throws {
        let cache = DiskImageCache(cacheDirectory: root)
        cache.store(bytes(500, 1), for: url("a"))
        let path = cache.directory.appendingPathComponent(CacheKey.fileName(for: url("a")))
        try bytes(500, 9).write(to: path)
        #expect(cache.data(for: url("a")) == nil)
        #expect(!FileManager.default.fileExists(atPath: path.path))
        // The next store (the refetch) works as usual.
        cache.store(bytes(500, 1), for: url("a"))
        #expect(cache.data(for: url("a")) == bytes(500, 1))
    }

    @Test func forgetsAnEntryWhoseFileWasDeletedBetweenRuns() throws {
        do {
            DiskImageCache(cacheDirectory: root).store(bytes(100, 1), for: url("a"))
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("images").appendingPathComponent(CacheKey.fileName(for: url("a"))))
        let reopened = DiskImageCache(cacheDirectory: root)
        #expect(reopened.count == 0 && reopened.data(for: url("a")) == nil)
    }

    @Test func adoptsFilesTheJournalMissedAndDeletesTemporaryLeftovers() throws {
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try bytes(123, 5).write(to: images.appendingPathComponent(CacheKey.fileName(for: url("a"))))
        try bytes(50, 5).write(to: images.appendingPathComponent(".tmp-crashed"))
        try Data("+ not-a-hash 12 ff\n+ \(CacheKey.fileName(for: url("a"))) 12".utf8).write(to: images.appendingPathComponent("index"))
        let cache = DiskImageCache(cacheDirectory: root)
        #expect(cache.data(for: url("a")) == bytes(123, 5))
        #expect(!FileManager.default.fileExists(atPath: images.appendingPathComponent(".tmp-crashed").path))
    }

    @Test func fallsBackToMemoryOnlyWithOneWarningWhenTheDirectoryCannotBeCreated() throws {
        // A file where the images directory should be: creating it fails even for root,
        // which ignores permission bits.
        try Data("x".utf8).write(to: root.appendingPathComponent("images"))
        let log = LogRecorder()
        let cache = DiskImageCache(cacheDirectory: root, logger: log.logger)
        #expect(!cache.isWritable)
        cache.store(bytes(100, 1), for: url("a"))
        cache.store(bytes(100, 2), for: url("b"))
        #expect(cache.data(for: url("a")) == nil)
        #expect(log.messages(at: .warning).count == 1)
        #expect(log.messages(at: .warning).first?.contains("memory only") == true)
    }

    @Test func fallsBackToMemoryOnlyWithOneWarningWhenWritesStartFailing() throws {
        let log = LogRecorder()
        let cache = DiskImageCache(cacheDirectory: root, logger: log.logger)
        cache.store(bytes(100, 1), for: url("a"))
        #expect(cache.isWritable)
        // The directory vanishes under the cache and a file takes its place: every write fails.
        try FileManager.default.removeItem(at: cache.directory)
        try Data("x".utf8).write(to: cache.directory)
        cache.store(bytes(100, 2), for: url("b"))
        cache.store(bytes(100, 3), for: url("c"))
        #expect(!cache.isWritable)
        #expect(log.messages(at: .warning).count == 1)
    }

    @Test func survivesConcurrentStoresAndReads() async {
        let cache = DiskImageCache(cacheDirectory: root, byteLimit: 5000)
        let urls = (0..<12).map { url("c\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<30 {
                        let u = urls[(i + worker) % urls.count]
                        cache.store(self.bytes(400, UInt8((i + worker) % urls.count)), for: u)
                        if let data = cache.data(for: urls[(i * 5) % urls.count]) {
                            #expect(data == self.bytes(400, UInt8((i * 5) % urls.count)))
                        }
                    }
                }
            }
        }
        #expect(cache.totalBytes <= 5000)
        let reopened = DiskImageCache(cacheDirectory: root, byteLimit: 5000)
        #expect(reopened.totalBytes == cache.totalBytes)
    }
}
