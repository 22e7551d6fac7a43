import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// The offline library of one process, started on first use and then shared: by the source the
/// browser launches on, by a switch back to it, and by a library shelf that shows offline photos
/// kept in an earlier run (their images need this run's server).
///
/// It starts on a thread of its own (building the catalog, then binding the loopback port), so
/// a launch can start it early and set up the screen meanwhile; whoever needs it waits. A launch
/// that may fall back to it (while it asks whether Openverse answers) can have the catalog built
/// first, which is most of a start, and bind only if it does fall back.
///
/// ```swift
/// let host = OfflineLibraryHost(catalog: { OfflineCatalog(seed: 1, count: 1000) })
/// host.prepareInBackground()                     // the catalog, while something else is asked
/// host.startInBackground(warmingFirstPage: 30)   // returns at once
/// let source = try host.source()                 // waits until it listens
/// host.running?.baseURL                          // nil until then
/// ```
public final class OfflineLibraryHost: Sendable {
    private typealias Start = BackgroundValue<Result<OfflineLibrarySource, any Error>>
    /// The start under way or done; `nil` before the first, and again after one that failed.
    private let start = Locked<Start?>(nil)
    private let catalog: @Sendable () -> OfflineCatalog
    /// The catalog, made once on a thread of its own by the first start or preparation, and
    /// kept for a start after a stop or a failed start.
    private let building = Locked<BackgroundValue<OfflineCatalog>?>(nil)
    private let transport: CurlTransport
    private let faults: FaultInjection

    /// - Parameters:
    ///   - catalog: the catalog to serve, made when the library first starts.
    ///   - faults: what its server injects (`PHOTO_TUI_FAULT_*`), from its first request on.
    public init(catalog: @escaping @Sendable () -> OfflineCatalog, transport: CurlTransport = .shared, faults: FaultInjection = FaultInjection()) {
        self.catalog = catalog
        self.transport = transport
        self.faults = faults
    }

    /// Builds the catalog on a thread of its own, unless it is built or being built, and returns
    /// at once; nothing listens until a start. For a launch that learns only later whether it
    /// needs the library: a start then waits for this build rather than making its own.
    public func prepareInBackground() {
        _ = builtCatalog()
    }

    /// Starts the library on a thread of its own, unless it is started or starting, and returns
    /// at once.
    /// - Parameter perPage: when given, the editorial feed's first page of this size is asked
    ///   for as soon as the server listens (``OfflineLibrarySource/warmFirstPage(perPage:)``).
    public func startInBackground(warmingFirstPage perPage: Int? = nil) {
        _ = begin(warmingFirstPage: perPage)
    }

    /// The running library, starting it when it is not yet (waiting for a start under way).
    public func source() throws -> OfflineLibrarySource {
        let started = begin(warmingFirstPage: nil)
        switch started.value {
        case .success(let source):
            return source
        case .failure(let error):
            // Not running: the next use tries again.
            start.withLock { if $0 === started { $0 = nil } }
            throw error
        }
    }

    /// The library, if it has started (never waits).
    public var running: OfflineLibrarySource? {
        start.withLock { $0 }.flatMap { try? $0.valueIfReady?.get() }
    }

    /// Where the library serves images, starting it if need be; `nil` when it cannot start.
    public var baseURL: URL? { try? source().baseURL }

    /// Stops the library, if it was started (waiting for a start under way to finish first).
    public func stop() {
        guard let started = start.withLock({ $0 }), case .success(let source) = started.value else { return }
        source.stop()
    }

    private func begin(warmingFirstPage perPage: Int?) -> Start {
        start.withLock { start in
            if let start { return start }
            let catalog = builtCatalog(), transport = self.transport, faults = self.faults
            let started = Start(name: "offline library") {
                Result {
                    if faults.isActive { Logger(label: "photo-tui.offline-server").notice("offline library injecting faults: \(faults)") }
                    let catalog = catalog.value
                    if let perPage { DispatchQueue.global().async { catalog.prepareFirstFeedPage(count: perPage) } }
                    let source = try OfflineLibrarySource.start(catalog: catalog, transport: transport, faults: faults)
                    if let perPage { source.warmFirstPage(perPage: perPage) }
                    return source
                }
            }
            start = started
            return started
        }
    }

    private func builtCatalog() -> BackgroundValue<OfflineCatalog> {
        building.withLock { building in
            if let building { return building }
            let made = BackgroundValue(name: "offline catalog", catalog)
            building = made
            return made
        }
    }
}
