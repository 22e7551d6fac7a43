import EventStream
import Foundation
import PhotoModel

/// HTTP over libcurl: one multi handle on its own thread, shared connections, cancellable transfers.
///
/// Completions are called on the network thread; callers hop to their own scheduler.
public final class CurlTransport: @unchecked Sendable {
    /// The process-wide transport: one network thread and one connection pool for everything.
    public static let shared = CurlTransport()

    private let loop: CurlMultiLoop
    private let proxy: ProxyEnvironment

    /// Creates a transport with its own network thread and connection pool.
    /// - Parameter proxy: the proxies to use (the process environment's by default); loopback
    ///   addresses always go direct.
    public init(maxConnectionsPerHost: Int = 6, proxy: ProxyEnvironment = .process) {
        loop = CurlMultiLoop(maxConnectionsPerHost: maxConnectionsPerHost)
        self.proxy = proxy
    }

    /// A transport whose libcurl could not be loaded for `reason` (a broken installation): each
    /// transfer fails at once saying so.
    init(libraryLoadFailure reason: String) {
        loop = CurlMultiLoop(loadLibrary: { reason })
        proxy = .process
    }

    /// Starts loading libcurl (which the binary loads on first use, not at exec) on a thread of
    /// its own: a launch calls it first thing, so that the first transfer finds it loaded and the
    /// main thread never maps libcurl's 30 libraries.
    public static func loadLibraryInBackground() { CurlMultiLoop.loadInBackground() }

    /// Transfers started and not yet finished or cancelled: 0 when nothing is running.
    public var activeTransferCount: Int { loop.activeTransferCount }

    /// Starts `request`, keeping the body in memory.
    @discardableResult
    public func start(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        let transfer = CurlTransfer(request: request, sink: .memory, proxy: proxy, progress: nil, completion: completion)
        loop.start(transfer)
        return TransferHandle { [loop] in loop.cancel(transfer) }
    }

    /// Streams the body of `request` into `destination`, a new file created here exclusively
    /// (`O_EXCL|O_NOFOLLOW`: an existing file, symlink, FIFO or device is never opened). On a
    /// non-2xx answer, a failure or a cancel the file is removed; on success it is complete and
    /// the caller moves it into place (see ``DownloadPlacement``).
    ///
    /// - Parameter progress: bytes received and expected (0 while unknown), on the network thread.
    @discardableResult
    public func startDownload(
        _ request: HTTPRequest, to destination: URL,
        progress: @escaping @Sendable (_ received: Int64, _ expected: Int64) -> Void,
        completion: @escaping @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void
    ) -> TransferHandle {
        let path = destination.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            completion(.failure(.fileSystem(message: "cannot create \(path): \(String(cString: strerror(errno)))")))
            return TransferHandle {}
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let cleanUp: @Sendable () -> Void = {
            try? handle.close()
            unlink(path)
        }
        let transfer = CurlTransfer(request: request, sink: .file(handle), proxy: proxy, progress: progress, afterCancel: cleanUp) { result in
            switch result {
            case .success(let response) where response.isSuccess:
                do {
                    try handle.synchronize()
                    try handle.close()
                    completion(.success(response))
                } catch {
                    cleanUp()
                    completion(.failure(.fileSystem(message: error.localizedDescription)))
                }
            case .success(var response):
                try? handle.close()
                // The error body went to the file; read it back (at most 4 KB) to classify it.
                response.body = (try? FileHandle(forReadingFrom: destination).read(upToCount: 4096)) ?? Data()
                unlink(path)
                completion(.failure(ResponseClassifier.error(for: response) ?? .unexpectedStatus(response.status)))
            case .failure(let error):
                cleanUp()
                completion(.failure(error))
            }
        }
        loop.start(transfer)
        return TransferHandle { [loop] in loop.cancel(transfer) }
    }
}

extension CurlTransport: HTTPTransport {
    public func send(_ request: HTTPRequest) -> Single<HTTPResponse> {
        Single.create { [self] single in
            let single = CrossThreadObserver(single)
            let handle = start(request) { result in single.observer(result.mapError { $0 }) }
            return Disposables.create { handle.cancel() }
        }
    }

    public func download(_ request: HTTPRequest, to destination: URL) -> Observable<DownloadProgress> {
        Observable.create { [self] observer in
            let events = CrossThreadObserver(observer)
            // libcurl reports progress very often; pass on only changes, and none after the end.
            let gate = ProgressGate()
            let handle = startDownload(
                request, to: destination,
                progress: { received, expected in
                    if gate.shouldReport(received) {
                        events.observer.onNext(DownloadProgress(received: received, expected: expected > 0 ? expected : nil))
                    }
                },
                completion: { result in
                    gate.finish()
                    switch result {
                    case .success: events.observer.onCompleted()
                    case .failure(let error): events.observer.onError(error)
                    }
                })
            return Disposables.create { handle.cancel() }
        }
    }
}
