import Foundation

/// The offline library of one process, started on first use and then shared: by the source the
/// browser launches on, by a switch back to it, and by a library shelf that shows offline photos
/// kept in an earlier run (their images need this run's server).
///
/// ```swift
/// let host = OfflineLibraryHost(catalog: { OfflineCatalog(seed: 1, count: 1000) })
/// let source = try host.source()        // starts it
/// host.running?.baseURL                 // nil until then
/// ```
public final class OfflineLibraryHost: Sendable {
    private let running_ = Locked<OfflineLibrarySource?>(nil)
    private let catalog: @Sendable () -> OfflineCatalog
    private let transport: CurlTransport

    /// - Parameter catalog: the catalog to serve, made when the library first starts.
    public init(catalog: @escaping @Sendable () -> OfflineCatalog, transport: CurlTransport = .shared) {
        self.catalog = catalog
        self.transport = transport
    }

    /// The running library, starting it when it is not yet.
    public func source() throws -> OfflineLibrarySource {
        try running_.withLock { running in
            if let running { return running }
            let started = try OfflineLibrarySource.start(catalog: catalog(), transport: transport)
            running = started
            return started
        }
    }

    /// The library, if it was started.
    public var running: OfflineLibrarySource? { running_.withLock { $0 } }

    /// Where the library serves images, starting it if need be; `nil` when it cannot start.
    public var baseURL: URL? { try? source().baseURL }

    /// Stops the library, if it was started.
    public func stop() { running?.stop() }
}
