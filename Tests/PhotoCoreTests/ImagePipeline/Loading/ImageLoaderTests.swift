import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoHTTP
@testable import PhotoModel

@Suite struct ImageLoaderTests {
    private let root: URL
    private let delivery = SerialDispatchQueueScheduler(internalSerialQueueName: "test.delivery")
    private static let photo = TestImages.gradient(width: 320, height: 240)
    private static let jpeg = try! JPEGEncoder(quality: 90).encode(photo)
    private let raw = URL(string: "https://images.unsplash.com/photo-1?ixid=abc")!
    private var thumbnail: ImageRequest { ImageRequest(rawURL: raw, size: PixelSize(width: 40, height: 40)) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func makeLoader(_ fetcher: FakeImageFetcher, disk: DiskImageCache? = nil, decoder: JPEGDecoder = JPEGDecoder(),
                            workQueue: DispatchQueue? = nil, downloads: Int = 6, logger: LogRecorder? = nil) -> ImageLoader {
        ImageLoader(fetcher: fetcher, memoryCache: MemoryImageCache(byteLimit: 1 << 24), diskCache: disk, decoder: decoder,
                    workers: 2, maxConcurrentDownloads: downloads,
                    workQueue: workQueue,
                    deliveryScheduler: delivery, logger: logger?.logger ?? LogRecorder().logger)
    }

    /// Subscribes and waits for the result (a generous timeout, never a fixed sleep).
    private func load(_ loader: ImageLoader, _ request: ImageRequest, priority: ImagePriority = .visible) -> Result<PixelImage, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        let subscription = loader.image(for: request, priority: priority).subscribe { result in
            box.set(result)
            done.signal()
        }
        defer { subscription.dispose() }
        return done.wait(timeout: .now() + 10) == .success ? box.value : nil
    }

    @Test func fetchesDecodesAndResamplesToTheRequestedSize() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher)
        let image = try #require(try load(loader, thumbnail)?.get())
        #expect(image.width == 40 && image.height == 40)
        // fit=crop of 320×240 to a square keeps the middle 240 columns: red from ~40 to ~215.
        #expect(image.pixels[0] > 20 && image.pixels[0] < 60)
        #expect(fetcher.fetches == [thumbnail.url])
        #expect(loader.statistics.decodes == 1 && loader.statistics.networkFetches == 1)
    }

    @Test func deliversOnTheDeliveryScheduler() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let queue = DispatchQueue(label: "test.delivery.marked")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let loader = ImageLoader(fetcher: fetcher, deliveryScheduler: SerialDispatchQueueScheduler(serialQueue: queue),
                                 logger: LogRecorder().logger)
        let done = DispatchSemaphore(value: 0)
        let onQueue = ResultBox()
        let subscription = loader.image(for: thumbnail).subscribe { _ in
            onQueue.flag = DispatchQueue.getSpecific(key: key) == true
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(onQueue.flag)
        subscription.dispose()
    }

    @Test func answersASecondRequestFromMemory() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher)
        let first = try #require(try load(loader, thumbnail)?.get())
        #expect(loader.cachedImage(for: thumbnail) == first)
        // A memory hit answers during subscribe, on the subscribing thread.
        var second: PixelImage?
        let subscription = loader.image(for: thumbnail).subscribe(onSuccess: { second = $0 })
        subscription.dispose()
        #expect(second == first)
        #expect(fetcher.fetches.count == 1 && loader.statistics.memoryHits == 1)
    }

    @Test func coalescesRequestsInFlightIntoOneFetchAndOneDecode() throws {
        let fetcher = FakeImageFetcher(hold: true) { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher)
        let group = DispatchGroup()
        let results = ResultList()
        var subscriptions: [Disposable] = []
        for _ in 0..<5 {
            group.enter()
            subscriptions.append(loader.image(for: thumbnail).subscribe { result in
                results.append(result)
                group.leave()
            })
        }
        #expect(fetcher.waitForFetches(1))
        fetcher.release()
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(fetcher.fetches.count == 1)
        #expect(loader.statistics.decodes == 1 && loader.statistics.coalesced == 4)
        #expect(results.images.count == 5 && Set(results.images.map(\.pixels)).count == 1)
        subscriptions.forEach { $0.dispose() }
    }

    @Test func disposingBeforeTheDownloadStartsMeansNoDownload() throws {
        // One download slot, held by the first request: the second waits in the queue.
        let fetcher = FakeImageFetcher(hold: true) { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher, downloads: 1)
        let first = loader.image(for: thumbnail).subscribe { _ in }
        #expect(fetcher.waitForFetches(1))
        let other = ImageRequest(rawURL: raw, size: PixelSize(width: 80, height: 80))
        let second = loader.image(for: other).subscribe { _ in Issue.record("a disposed request delivered") }
        second.dispose()
        let done = DispatchSemaphore(value: 0)
        let third = loader.image(for: ImageRequest(rawURL: raw, size: PixelSize(width: 8, height: 8))).subscribe { _ in done.signal() }
        fetcher.release()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(!fetcher.fetches.contains(other.url))
        #expect(loader.statistics.cancellations == 1)
        first.dispose()
        third.dispose()
    }

    @Test func disposingDuringTheDownloadCancelsTheTransfer() throws {
        let fetcher = FakeImageFetcher(hold: true) { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher)
        let subscription = loader.image(for: thumbnail).subscribe { _ in Issue.record("a disposed request delivered") }
        #expect(fetcher.waitForFetches(1))
        subscription.dispose()
        // The transfer may still be subscribing on the download queue: wait for its cancellation.
        #expect(fetcher.waitForCancellations(1))
        #expect(fetcher.cancellations == [thumbnail.url])
        #expect(loader.statistics.decodes == 0)
    }

    @Test func disposingBeforeTheDecodeMeansNoDecode() throws {
        let work = DispatchQueue(label: "test.work.serial")
        let fetcher = FakeImageFetcher(hold: true) { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher, workQueue: work)
        let subscription = loader.image(for: thumbnail).subscribe { _ in Issue.record("a disposed request delivered") }
        #expect(fetcher.waitForFetches(1))
        // The bytes arrive while the workers are stopped: the decode is queued, not run.
        work.suspend()
        fetcher.release()
        subscription.dispose()
        work.resume()
        work.sync {}
        #expect(loader.statistics.decodes == 0)
        #expect(loader.cachedImage(for: thumbnail) == nil)
    }

    @Test func usesAnImageThatReachedMemoryWhileTheLoadWaited() throws {
        let work = DispatchQueue(label: "test.work.serial")
        let memory = MemoryImageCache(byteLimit: 1 << 20)
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = ImageLoader(fetcher: fetcher, memoryCache: memory, workQueue: work, deliveryScheduler: delivery,
                                 logger: LogRecorder().logger)
        work.suspend()
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        let subscription = loader.image(for: thumbnail).subscribe { result in
            box.set(result)
            done.signal()
        }
        let ready = TestImages.solid(width: 40, height: 40, 1, 2, 3)
        memory.insert(ready, for: thumbnail.url.absoluteString)
        work.resume()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(try box.value?.get() == ready)
        #expect(fetcher.fetches.isEmpty && loader.statistics.decodes == 0)
        subscription.dispose()
    }

    @Test func persistsOnDiskAcrossTwoLoaderInstances() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let first = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root))
        let original = try #require(try load(first, thumbnail)?.get())
        // A new run: empty memory, the same disk.
        let second = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root))
        let again = try #require(try load(second, thumbnail)?.get())
        #expect(again == original)
        #expect(fetcher.fetches.count == 1)
        #expect(second.statistics.diskHits == 1 && second.statistics.networkFetches == 0)
    }

    @Test func removesAndRefetchesACachedFileThatDoesNotDecode() throws {
        // A damaged file whose trailer is intact (written damaged): only the decode can tell.
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let path = images.appendingPathComponent(CacheKey.fileName(for: thumbnail.url))
        try DiskImageCache.wrap(Self.jpeg.prefix(Self.jpeg.count / 3), storedAt: Date()).write(to: path)
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root))
        let image = try #require(try load(loader, thumbnail)?.get())
        #expect(image.width == 40)
        #expect(fetcher.fetches == [thumbnail.url])
        #expect(DiskImageCache.unwrap(try Data(contentsOf: path))?.0 == Self.jpeg)
    }

    @Test func refetchesAFileDamagedOnDiskBetweenRuns() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let disk = DiskImageCache(cacheDirectory: root)
        _ = try #require(try load(makeLoader(fetcher, disk: disk), thumbnail)?.get())
        var damaged = Self.jpeg
        damaged[damaged.count / 2] ^= 0xFF
        try damaged.write(to: disk.directory.appendingPathComponent(CacheKey.fileName(for: thumbnail.url)))
        let loader = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root))
        #expect(try load(loader, thumbnail)?.get() != nil)
        #expect(fetcher.fetches.count == 2)
    }

    @Test func keepsWorkingInMemoryWhenTheDiskIsReadOnly() throws {
        try Data("not a directory".utf8).write(to: root.appendingPathComponent("images"))
        let log = LogRecorder()
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root, logger: log.logger))
        #expect(try load(loader, thumbnail)?.get() != nil)
        #expect(try load(loader, ImageRequest(rawURL: raw, size: PixelSize(width: 20, height: 20)))?.get() != nil)
        #expect(try load(loader, thumbnail)?.get() != nil)
        #expect(fetcher.fetches.count == 2)
        #expect(log.messages(at: .warning).count == 1)
    }

    @Test func refusesAnImageOverThePixelBudget() throws {
        let fetcher = FakeImageFetcher { _ in .success(Self.jpeg) }
        let loader = makeLoader(fetcher, disk: DiskImageCache(cacheDirectory: root), decoder: JPEGDecoder(pixelBudget: 320 * 240 - 1))
        let result = try #require(load(loader, thumbnail))
        #expect(throws: JPEGError.tooLarge(width: 320, height: 240, budget: 320 * 240 - 1)) { try result.get() }
        #expect(loader.cachedImage(for: thumbnail) == nil)
        #expect(DiskImageCache(cacheDirectory: root).count == 0)
    }

    @Test func decodesAPNGAServerSends() throws {
        let png = try PNGEncoder().encode(TestImages.gradient(width: 64, height: 64))
        let loader = makeLoader(FakeImageFetcher { _ in .success(png) })
        let result = try #require(load(loader, thumbnail))
        #expect(try result.get().width == thumbnail.size.width)
    }

    @Test func reportsACutOffPNG() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        let loader = makeLoader(FakeImageFetcher { _ in .success(png) })
        let result = try #require(load(loader, thumbnail))
        #expect(throws: PNGError.self) { try result.get() }
    }

    @Test func passesNetworkErrorsOnAndTriesAgainNextTime() throws {
        struct Offline: Error {}
        let attempts = Counter()
        let fetcher = FakeImageFetcher { _ in attempts.increment() == 1 ? .failure(Offline()) : .success(Self.jpeg) }
        let loader = makeLoader(fetcher)
        let failed = try #require(load(loader, thumbnail))
        #expect(throws: Offline.self) { try failed.get() }
        #expect(try load(loader, thumbnail)?.get() != nil)
        #expect(fetcher.fetches.count == 2)
    }

    @Test func downloadsVisibleRowsBeforeDetailBeforePrefetch() throws {
        let fetcher = FakeImageFetcher(hold: true) { _ in .success(Self.jpeg) }
        let work = DispatchQueue(label: "test.work.serial")
        let loader = makeLoader(fetcher, workQueue: work, downloads: 1)
        let blocker = loader.image(for: thumbnail).subscribe { _ in }
        #expect(fetcher.waitForFetches(1))
        func request(_ side: Int) -> ImageRequest { ImageRequest(rawURL: raw, size: PixelSize(width: side, height: side)) }
        let group = DispatchGroup()
        var subscriptions = [blocker]
        for (side, priority) in [(11, ImagePriority.prefetch), (12, .detail), (13, .visible)] {
            group.enter()
            subscriptions.append(loader.image(for: request(side), priority: priority).subscribe { _ in group.leave() })
        }
        // Drain the serial work queue until all three look-ups have run and wait for the slot.
        for _ in 0..<3 { work.sync {} }
        #expect(loader.pendingDownloads == 3)
        fetcher.release()
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(fetcher.fetches == [thumbnail.url, request(13).url, request(12).url, request(11).url])
        subscriptions.forEach { $0.dispose() }
    }

    @Test func paintsABlurHashPlaceholderAtOnce() throws {
        let loader = makeLoader(FakeImageFetcher { _ in .success(Self.jpeg) })
        let size = PixelSize(width: 4, height: 3)
        let placeholder = try #require(loader.placeholder(blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: size))
        #expect(placeholder == (try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: size)))
        let large = try #require(loader.placeholder(blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 80, height: 80)))
        #expect(large.width == 80 && large.height == 80)
        #expect(loader.placeholder(blurHash: "nonsense", size: size) == nil)
    }
}

/// A result handed across threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<PixelImage, Error>?
    private var storedFlag = false
    func set(_ result: Result<PixelImage, Error>) { lock.lock(); stored = result; lock.unlock() }
    var value: Result<PixelImage, Error>? { lock.lock(); defer { lock.unlock() }; return stored }
    var flag: Bool {
        get { lock.lock(); defer { lock.unlock() }; return storedFlag }
        set { lock.lock(); storedFlag = newValue; lock.unlock() }
    }
}

private final class ResultList: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<PixelImage, Error>] = []
    func append(_ result: Result<PixelImage, Error>) { lock.lock(); results.append(result); lock.unlock() }
    var images: [PixelImage] { lock.lock(); defer { lock.unlock() }; return results.compactMap { try? $0.get() } }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; count += 1; return count }
}
