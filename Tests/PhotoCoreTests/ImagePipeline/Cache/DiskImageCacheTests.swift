import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

/// The one disk cache: images and API answers under one budget, LRU across both, self-checking
/// files, no journal (so two instances on one folder lose nothing).
@Suite struct DiskImageCacheTests {
    /// A clock that moves a millisecond each time it is read, so every use has its own time.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = Date(timeIntervalSince1970: 1_800_000_000)
        func now() -> Date { lock.withLock { current += 0.001; return current } }
        func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    private let root: URL
    private let clock = Clock()
    static let overhead = DiskImageCache.trailerSize

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("disk-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func cache(limit: Int = DiskImageCache.defaultByteLimit, logger: LogRecorder? = nil) -> DiskImageCache {
        let clock = self.clock
        if let logger { return DiskImageCache(cacheDirectory: root, byteLimit: limit, logger: logger.logger, now: { clock.now() }) }
        return DiskImageCache(cacheDirectory: root, byteLimit: limit, now: { clock.now() })
    }
    private func url(_ name: String) -> URL { URL(string: "https://images.unsplash.com/\(name)?w=80&h=40&fit=crop&fm=jpg&q=75")! }
    private func bytes(_ count: Int, _ seed: UInt8) -> Data { Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(seed)) }) }
    private func files(_ namespace: DiskCacheNamespace = .images) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(namespace.rawValue).path)) ?? []).sorted()
    }

    @Test func storesUnderTheHashedURLAndReadsBack() throws {
        let cache = cache()
        let keyed = URL(string: "https://images.unsplash.com/p?w=80&client_id=SECRET123")!
        cache.store(bytes(500, 1), for: keyed)
        #expect(cache.data(for: keyed) == bytes(500, 1))
        #expect(cache.directory.path == root.appendingPathComponent("images").path)
        #expect(files() == [CacheKey.fileName(for: keyed)])
        let stored = try Data(contentsOf: cache.directory.appendingPathComponent(CacheKey.fileName(for: keyed)))
        #expect(!String(decoding: stored, as: UTF8.self).contains("SECRET123"))
        #expect(cache.data(for: url("other")) == nil)
    }

    @Test func persistsAcrossInstances() {
        cache().store(bytes(400, 2), for: url("a"))
        let second = cache()
        #expect(second.data(for: url("a")) == bytes(400, 2))
        #expect(second.totalBytes == 400 + Self.overhead && second.count == 1)
    }

    @Test func evictsTheLeastRecentlyUsedBeyondTheBound() {
        let cache = cache(limit: 1200)
        cache.store(bytes(300, 1), for: url("a"))
        cache.store(bytes(300, 2), for: url("b"))
        cache.store(bytes(300, 3), for: url("c"))
        _ = cache.data(for: url("a"))
        cache.store(bytes(300, 4), for: url("d"))
        #expect(cache.data(for: url("b")) == nil)
        #expect(cache.data(for: url("a")) != nil && cache.data(for: url("c")) != nil && cache.data(for: url("d")) != nil)
        #expect(cache.totalBytes == 3 * (300 + Self.overhead))
    }

    @Test func keepsTheLRUOrderAcrossRestartsAndShrinksToASmallerBound() {
        do {
            let cache = cache(limit: 1200)
            cache.store(bytes(300, 1), for: url("a"))
            cache.store(bytes(300, 2), for: url("b"))
            _ = cache.data(for: url("a"))
        }
        let reopened = cache(limit: 400)
        #expect(reopened.data(for: url("b")) == nil)
        #expect(reopened.data(for: url("a")) == bytes(300, 1))
    }

    @Test func imagesAndAPIAnswersShareOneBudgetAndOneLRUOrder() {
        let cache = cache(limit: 2000)
        cache.store(bytes(400, 1), forKey: "GET /search?q=old", in: .api)
        cache.store(bytes(400, 2), for: url("a"))
        cache.store(bytes(400, 3), forKey: "GET /search?q=new", in: .api)
        _ = cache.data(forKey: "GET /search?q=old", in: .api, maxAge: 300)
        cache.store(bytes(400, 4), for: url("b"))
        cache.store(bytes(400, 5), for: url("c"))   // 5 × 432 > 2000: the oldest use goes, an image
        #expect(cache.data(for: url("a")) == nil)
        #expect(cache.data(forKey: "GET /search?q=old", in: .api, maxAge: 300) == bytes(400, 1))
        #expect(cache.data(forKey: "GET /search?q=new", in: .api, maxAge: 300) == bytes(400, 3))
        #expect(cache.totalBytes <= 2000)
        #expect(files(.api).count == 2 && files(.images).count == 2)
    }

    @Test func entriesExpire() {
        let cache = cache()
        cache.store(bytes(100, 1), for: url("a"))
        cache.store(bytes(100, 2), forKey: "k", in: .api)
        clock.advance(301)
        #expect(cache.data(forKey: "k", in: .api, maxAge: 300) == nil)
        #expect(cache.data(for: url("a")) == bytes(100, 1))
        clock.advance(DiskImageCache.imageMaxAge)
        #expect(cache.data(for: url("a")) == nil)
        #expect(files(.images).isEmpty && files(.api).isEmpty)
    }

    @Test func detectsAndRemovesATruncatedOrAlteredFile() throws {
        let cache = cache()
        cache.store(bytes(500, 1), for: url("a"))
        cache.store(bytes(500, 1), for: url("b"))
        let a = cache.directory.appendingPathComponent(CacheKey.fileName(for: url("a")))
        let b = cache.directory.appendingPathComponent(CacheKey.fileName(for: url("b")))
        try Data(contentsOf: a).prefix(200).write(to: a)
        var altered = try Data(contentsOf: b)
        altered[10] ^= 0xFF
        try altered.write(to: b)
        #expect(cache.data(for: url("a")) == nil && cache.data(for: url("b")) == nil)
        #expect(files().isEmpty)
        cache.rescan()
        #expect(cache.count == 0 && cache.totalBytes == 0)
        cache.store(bytes(500, 1), for: url("a"))
        #expect(cache.data(for: url("a")) == bytes(500, 1))
    }

    @Test func aFileOfAnOlderFormatIsAMissAndTheOldJournalGoes() throws {
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try bytes(123, 5).write(to: images.appendingPathComponent(CacheKey.fileName(for: url("a"))))
        try Data("+ x 12 ff\n".utf8).write(to: images.appendingPathComponent("index"))
        let cache = cache()
        #expect(!files().contains("index"))
        #expect(cache.data(for: url("a")) == nil)
        #expect(files().isEmpty)
    }

    @Test func sweepsTemporaryFilesOfDeadProcessesButNotOfLiveOnes() throws {
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let dead = ".tmp-\(try PartialFilesTests.deadPID())-ab"
        let live = ".tmp-1-ab"
        for name in [dead, live, ".tmp-garbage"] { try bytes(50, 5).write(to: images.appendingPathComponent(name)) }
        _ = DiskImageCache(cacheDirectory: root)
        #expect(files() == [live])
    }

    @Test func twoInstancesOnOneFolderLoseNothingAndKeepTheBudget() async {
        let limit = 40 * (400 + Self.overhead)
        let first = cache(limit: limit)
        let second = cache(limit: limit)
        await withTaskGroup(of: Void.self) { group in
            for (index, cache) in [first, second].enumerated() {
                group.addTask {
                    for i in 0..<30 {
                        cache.store(self.bytes(400, UInt8(i)), for: self.url("\(index)-\(i)"))
                        _ = cache.data(for: self.url("\(1 - index)-\(i / 2)"))
                    }
                }
            }
        }
        // 60 stores of which at most 40 fit: what is on disk is exactly what a new instance sees,
        // every file there reads back intact, and the total is within budget after a scan.
        let third = cache(limit: limit)
        #expect(third.totalBytes <= limit)
        let readable = (0..<2).flatMap { index in (0..<30).map { (index, $0) } }
            .filter { third.data(for: url("\($0.0)-\($0.1)")) == bytes(400, UInt8($0.1)) }
        #expect(readable.count == files().count)
        #expect(readable.count == third.count)
        #expect(readable.count >= 30)
    }

    @Test func fallsBackToMemoryOnlyWithOneWarningWhenTheDirectoryCannotBeCreated() throws {
        // A file where the images directory should be: creating it fails even for root.
        try Data("x".utf8).write(to: root.appendingPathComponent("images"))
        let log = LogRecorder()
        let cache = cache(logger: log)
        #expect(!cache.isWritable)
        cache.store(bytes(100, 1), for: url("a"))
        cache.store(bytes(100, 2), for: url("b"))
        #expect(cache.data(for: url("a")) == nil)
        #expect(log.messages(at: .warning).count == 1)
        #expect(log.messages(at: .warning).first?.contains("memory only") == true)
    }

    @Test func fallsBackToMemoryOnlyWithOneWarningWhenWritesStartFailing() throws {
        let log = LogRecorder()
        let cache = cache(logger: log)
        cache.store(bytes(100, 1), for: url("a"))
        #expect(cache.isWritable)
        try FileManager.default.removeItem(at: cache.directory)
        try Data("x".utf8).write(to: cache.directory)
        cache.store(bytes(100, 2), for: url("b"))
        cache.store(bytes(100, 3), for: url("c"))
        #expect(!cache.isWritable)
        #expect(log.messages(at: .warning).count == 1)
    }

    @Test func survivesConcurrentStoresAndReads() async {
        let shared = cache(limit: 5000)
        let urls = (0..<12).map { url("c\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<30 {
                        let u = urls[(i + worker) % urls.count]
                        shared.store(self.bytes(400, UInt8((i + worker) % urls.count)), for: u)
                        if let data = shared.data(for: urls[(i * 5) % urls.count]) {
                            #expect(data == self.bytes(400, UInt8((i * 5) % urls.count)))
                        }
                    }
                }
            }
        }
        shared.rescan()
        #expect(shared.totalBytes <= 5000)
        let reopened = cache(limit: 5000)
        #expect(reopened.totalBytes == shared.totalBytes)
    }
}
