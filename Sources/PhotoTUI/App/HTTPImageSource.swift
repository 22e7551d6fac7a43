import EventStream
import Foundation
import PhotoCore

/// Pixels for the screens until (and unless) the image loader is wired in: memory cache, then
/// the disk cache, then the network through the shared libcurl transport; decoding and
/// resampling run on a bounded background queue, never on the main thread.
final class HTTPImageSource: ImageSource, @unchecked Sendable {
    private let transport: CurlTransport
    private let memory: MemoryImageCache
    private let disk: DiskImageCache?
    private let decodeQueue: OperationQueue
    private let headers: HTTPHeaderFields

    init(transport: CurlTransport, memory: MemoryImageCache, disk: DiskImageCache?, userAgent: String) {
        self.transport = transport
        self.memory = memory
        self.disk = disk
        self.headers = HTTPHeaderFields([("User-Agent", userAgent)])
        decodeQueue = OperationQueue()
        decodeQueue.name = "photo-tui.images.decode"
        decodeQueue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        decodeQueue.qualityOfService = .userInitiated
    }

    var cacheSummary: String {
        let diskBytes = disk?.totalBytes ?? 0
        return "cache \(Formatting.bytes(memory.totalBytes)) mem, \(Formatting.bytes(diskBytes)) disk"
    }

    func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage> {
        Single.create { [self] observer in
            let url = request.url
            let key = url.absoluteString
            if let image = memory.image(for: key) {
                observer(.success(image))
                return Disposables.create()
            }
            let state = CancelState()
            let decode: @Sendable (Data, Bool) -> Void = { [self] data, fromNetwork in
                let operation = BlockOperation { [self] in
                    guard !state.isCancelled else { return }
                    do {
                        let decoded = try JPEGDecoder().decode(data, atLeast: request.size)
                        let image = decoded.width == request.size.width && decoded.height == request.size.height
                            ? decoded : Resampler.fill(decoded, to: request.size)
                        memory.insert(image, for: key)
                        if fromNetwork { disk?.store(data, for: url) }
                        observer(.success(image))
                    } catch {
                        if !fromNetwork { disk?.remove(url) }
                        observer(.failure(error))
                    }
                }
                operation.queuePriority = priority == .visible ? .high : priority == .detail ? .veryHigh : .normal
                state.setOperation(operation)
                decodeQueue.addOperation(operation)
            }
            // The disk read happens on the decode queue too: no file I/O on the caller's thread.
            let read = BlockOperation { [self] in
                guard !state.isCancelled else { return }
                if let data = disk?.data(for: url) {
                    decode(data, false)
                    return
                }
                let handle = transport.start(HTTPRequest(url: url, headers: headers)) { result in
                    switch result {
                    case .success(let response) where response.isSuccess: decode(response.body, true)
                    case .success(let response): observer(.failure(ResponseClassifier.error(for: response) ?? PhotoServiceError.unexpectedStatus(response.status)))
                    case .failure(let error): observer(.failure(error))
                    }
                }
                state.setTransfer(handle)
            }
            read.queuePriority = .veryHigh
            decodeQueue.addOperation(read)
            return Disposables.create { state.cancel() }
        }
    }
}

/// Cancellation shared between the disposable and the work in flight.
private final class CancelState: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var operation: Operation?
    private var transfer: TransferHandle?

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func setOperation(_ operation: Operation) {
        lock.lock()
        self.operation = operation
        let cancelNow = cancelled
        lock.unlock()
        if cancelNow { operation.cancel() }
    }

    func setTransfer(_ transfer: TransferHandle) {
        lock.lock()
        self.transfer = transfer
        let cancelNow = cancelled
        lock.unlock()
        if cancelNow { transfer.cancel() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let operation = self.operation, transfer = self.transfer
        lock.unlock()
        operation?.cancel()
        transfer?.cancel()
    }
}
