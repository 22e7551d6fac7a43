import EventStream
import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// Turns an image request into pixels as fast as the caches and the network allow:
/// memory, then disk, then network, decoded and resampled on a bounded background pool, and
/// delivered on the main scheduler (the shape of RxExample's `ImageService`).
///
/// - The same request in flight for several subscribers is fetched and decoded once.
/// - Waiting work runs by priority (visible rows, then the detail image, then prefetch).
/// - Disposing every subscription cancels a load: before the download it is never fetched,
///   during it the transfer is cancelled, before the decode nothing is decoded.
/// - A file in the disk cache that fails to decode is removed and fetched again.
///
/// ```swift
/// loader.image(for: ImageRequest(rawURL: photo.urls.raw, size: PixelSize(width: 40, height: 40)), priority: .visible)
///     .subscribe(onSuccess: { pixels in row.image = pixels })
///     .disposed(by: row.bag)
/// ```
public final class ImageLoader: @unchecked Sendable {
    private let fetcher: ImageDataFetching
    private let memoryCache: MemoryImageCache
    private let diskCache: DiskImageCache?
    private let decoder: JPEGDecoder
    private let deliveryScheduler: Scheduler
    private let logger: Logger
    /// Disk look-ups and decodes: bounded so that scrolling never queues more CPU work than
    /// the cores can do, with the visible rows first.
    private let workers: PriorityWorkQueue
    /// Downloads: a slot is held for the whole transfer.
    private let downloads: PriorityWorkQueue

    private let lock = NSLock()
    private var loads: [String: Load] = [:]
    private var stats = ImageLoaderStatistics()
    private var nextToken = 0

    /// Creates a loader.
    /// - Parameters:
    ///   - fetcher: the network.
    ///   - memoryCache: decoded pixels by request.
    ///   - diskCache: JPEG bytes across runs; `nil` for none.
    ///   - decoder: carries the pixel budget (for JPEG and PNG alike).
    ///   - workers: the most decodes (and disk reads) at once.
    ///   - maxConcurrentDownloads: the most transfers at once.
    ///   - workQueue: run decodes here instead of the loader's own threads (tests pass a queue
    ///     they can suspend).
    ///   - deliveryScheduler: where results arrive: the main scheduler in the app.
    ///   - logger: where failures are logged.
    public init(fetcher: ImageDataFetching,
                memoryCache: MemoryImageCache = MemoryImageCache(),
                diskCache: DiskImageCache? = nil,
                decoder: JPEGDecoder = JPEGDecoder(),
                workers: Int = 2,
                maxConcurrentDownloads: Int = 6,
                workQueue: DispatchQueue? = nil,
                deliveryScheduler: Scheduler = MainScheduler.instance,
                logger: Logger = Logger(label: "photo-tui.images")) {
        self.fetcher = fetcher
        self.memoryCache = memoryCache
        self.diskCache = diskCache
        self.decoder = decoder
        self.deliveryScheduler = deliveryScheduler
        self.logger = logger
        self.workers = PriorityWorkQueue(label: "photo-tui.images.work", maxConcurrent: workers, queue: workQueue)
        self.downloads = PriorityWorkQueue(label: "photo-tui.images.downloads", maxConcurrent: maxConcurrentDownloads)
    }

    /// The image for `request`, exactly `request.size`, delivered on the delivery scheduler.
    /// A memory-cache hit answers at once on the subscribing thread.
    /// - Parameter priority: where the load queues behind others; raised, never lowered, when
    ///   another subscriber asks for the same request with a higher one.
    public func image(for request: ImageRequest, priority: ImagePriority = .visible) -> Single<PixelImage> {
        Single.deferred { [self] in
            if let hit = memoryCache.image(for: request.key) {
                lock.lock()
                stats.memoryHits += 1
                lock.unlock()
                return Single.just(hit)
            }
            return Single<PixelImage>.create { [self] single in
                let token = subscribe(request, priority: priority, observer: single)
                return Disposables.create { [self] in unsubscribe(token) }
            }
            .observe(on: deliveryScheduler)
        }
    }

    /// The decoded image if it is in memory now; for drawing a frame without a subscription.
    public func cachedImage(for request: ImageRequest) -> PixelImage? {
        memoryCache.image(for: request.key)
    }

    /// A placeholder from the photo's BlurHash at `size`, at once; `nil` if the hash is
    /// malformed (it comes from the network). Cached in memory like any image.
    public func placeholder(blurHash: String, size: PixelSize) -> PixelImage? {
        guard !size.isEmpty else { return nil }
        let key = "blurhash:\(size.width)x\(size.height):\(blurHash)"
        if let hit = memoryCache.image(for: key) { return hit }
        // The hash holds at most 9×9 cosine terms: a small decode resampled up looks the same
        // and costs far less than evaluating every pixel of a large size.
        let small = PixelSize(width: min(size.width, 32), height: min(size.height, 32))
        guard let decoded = try? BlurHashDecoder.decode(blurHash, size: small) else {
            logger.debug("ignoring a malformed blur hash")
            return nil
        }
        let image = small == size ? decoded : Resampler.resample(decoded, to: size)
        memoryCache.insert(image, for: key)
        return image
    }

    /// Counters since creation.
    public var statistics: ImageLoaderStatistics {
        lock.lock()
        defer { lock.unlock() }
        return stats
    }

    /// Downloads waiting for a slot (for tests).
    var pendingDownloads: Int { downloads.pendingCount }

    // MARK: - Loads

    private typealias Observer = (Result<PixelImage, Error>) -> Void

    /// One request in flight, shared by every subscriber that asks for it meanwhile.
    private final class Load {
        enum Stage {
            case lookingUp(PriorityWorkQueue.Job?)
            case waitingToDownload(PriorityWorkQueue.Job)
            case downloading(Disposable?)
            case waitingToDecode(PriorityWorkQueue.Job)
            case decoding
        }

        let request: ImageRequest
        var priority: ImagePriority
        var observers: [Int: Observer] = [:]
        var stage: Stage = .lookingUp(nil)
        /// Every subscriber disposed before the result.
        var cancelled = false
        /// The result went out.
        var completed = false
        var isOver: Bool { cancelled || completed }

        init(request: ImageRequest, priority: ImagePriority) {
            self.request = request
            self.priority = priority
        }
    }

    private struct Token {
        let id: Int
        let load: Load
    }

    private func subscribe(_ request: ImageRequest, priority: ImagePriority, observer: @escaping Observer) -> Token {
        lock.lock()
        nextToken += 1
        let id = nextToken
        if let load = loads[request.key] {
            load.observers[id] = observer
            stats.coalesced += 1
            if priority > load.priority {
                load.priority = priority
                switch load.stage {
                case .lookingUp(let job?), .waitingToDownload(let job), .waitingToDecode(let job):
                    (isDownload(load.stage) ? downloads : workers).raise(job, to: priority)
                default:
                    break
                }
            }
            lock.unlock()
            return Token(id: id, load: load)
        }
        let load = Load(request: request, priority: priority)
        load.observers[id] = observer
        loads[request.key] = load
        lock.unlock()

        let job = workers.enqueue(priority: priority) { [self] finished in
            lookUp(load)
            finished()
        }
        lock.lock()
        if case .lookingUp(nil) = load.stage { load.stage = .lookingUp(job) }
        lock.unlock()
        return Token(id: id, load: load)
    }

    private func unsubscribe(_ token: Token) {
        let load = token.load
        lock.lock()
        guard load.observers.removeValue(forKey: token.id) != nil, load.observers.isEmpty, !load.isOver else {
            lock.unlock()
            return
        }
        load.cancelled = true
        stats.cancellations += 1
        if loads[load.request.key] === load { loads[load.request.key] = nil }
        let stage = load.stage
        lock.unlock()

        switch stage {
        case .lookingUp(let job?), .waitingToDecode(let job):
            workers.cancel(job)
        case .waitingToDownload(let job):
            downloads.cancel(job)
        case .downloading(let transfer?):
            transfer.dispose()
        default:
            // Already decoding: let it finish; the pixels still go to the memory cache.
            break
        }
    }

    private func isDownload(_ stage: Load.Stage) -> Bool {
        if case .waitingToDownload = stage { return true }
        return false
    }

    /// On a worker: the disk cache, else the network.
    private func lookUp(_ load: Load) {
        guard !isCancelled(load) else { return }
        // A load for the same request may have finished since the subscriber looked.
        if let hit = memoryCache.image(for: load.request.key) {
            complete(load, with: .success(hit))
            return
        }
        // Local files have their own cache (the freedesktop thumbnails, in the fetcher): copying
        // them into this one would only spend its budget.
        if !load.request.url.isFileURL, let data = diskCache?.data(for: load.request.url) {
            lock.lock()
            stats.diskHits += 1
            lock.unlock()
            decode(load, data: data, fromDisk: true)
        } else {
            download(load)
        }
    }

    private func download(_ load: Load) {
        guard let priority = priorityIfActive(load) else { return }
        let job = downloads.enqueue(priority: priority) { [self] finished in
            startTransfer(load, finished: finished)
        }
        lock.lock()
        switch load.stage {
        case .lookingUp, .decoding:
            if !load.isOver { load.stage = .waitingToDownload(job) }
        default:
            break
        }
        lock.unlock()
    }

    /// Holds a download slot until the transfer ends, fails or is cancelled.
    private func startTransfer(_ load: Load, finished: @escaping () -> Void) {
        let release = Once(finished)
        lock.lock()
        guard !load.isOver else {
            lock.unlock()
            release.run()
            return
        }
        load.stage = .downloading(nil)
        stats.networkFetches += 1
        lock.unlock()

        let url = load.request.url
        let transfer = fetcher.fetch(url).subscribe(
            onSuccess: { [self] data in
                release.run()
                lock.withLock { stats.networkBytes += data.count }
                decodeLater(load, data: data)
            },
            onFailure: { [self] error in
                release.run()
                logger.info("image download failed: \(error)")
                complete(load, with: .failure(error))
            },
            onDisposed: { release.run() })
        lock.lock()
        if case .downloading(nil) = load.stage, !load.isOver {
            load.stage = .downloading(transfer)
            lock.unlock()
        } else {
            // Finished synchronously, or cancelled while subscribing.
            let cancelled = load.cancelled
            lock.unlock()
            if cancelled { transfer.dispose() }
        }
    }

    private func decodeLater(_ load: Load, data: Data) {
        guard let priority = priorityIfActive(load) else { return }
        let job = workers.enqueue(priority: priority) { [self] finished in
            decode(load, data: data, fromDisk: false)
            finished()
        }
        lock.lock()
        if case .downloading = load.stage { load.stage = .waitingToDecode(job) }
        lock.unlock()
    }

    /// The load's priority for queueing its next step, or `nil` once it is over (cancelled or done).
    private func priorityIfActive(_ load: Load) -> ImagePriority? {
        lock.lock()
        defer { lock.unlock() }
        return load.isOver ? nil : load.priority
    }

    /// On a worker: JPEG bytes to exactly the requested size.
    private func decode(_ load: Load, data: Data, fromDisk: Bool) {
        lock.lock()
        guard !load.isOver else {
            lock.unlock()
            return
        }
        load.stage = .decoding
        stats.decodes += 1
        lock.unlock()

        let request = load.request
        do {
            let image = try ImageDecoder(pixelBudget: decoder.pixelBudget).decodeFilling(data, to: request.size)
            memoryCache.insert(image, for: request.key)
            if !fromDisk && !request.url.isFileURL { diskCache?.store(data, for: request.url) }
            complete(load, with: .success(image))
        } catch {
            if fromDisk {
                // A damaged cache file: forget it and fetch the image again.
                logger.info("cached image failed to decode (\(error)); fetching it again")
                diskCache?.remove(request.url)
                download(load)
            } else {
                logger.info("image failed to decode: \(error)")
                complete(load, with: .failure(error))
            }
        }
    }

    private func complete(_ load: Load, with result: Result<PixelImage, Error>) {
        lock.lock()
        if loads[load.request.key] === load { loads[load.request.key] = nil }
        let observers = load.isOver ? [] : Array(load.observers.values)
        load.observers = [:]
        load.completed = true
        lock.unlock()
        for observer in observers { observer(result) }
    }

    private func isCancelled(_ load: Load) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return load.isOver
    }
}

/// Runs a closure at most once, from any thread.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }
}
