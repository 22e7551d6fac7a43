import EventStream
import Foundation
import Logging
import PhotoCore

/// Builds the photo source a configuration asks for: Unsplash with the key, another server,
/// Openverse, a folder, a library shelf, or the offline library started in-process on an
/// ephemeral loopback port.
///
/// The browser and the `search`/`show`/`download` subcommands all go through here. What a source
/// is and takes is then read from its traits, never from which type this made.
struct PhotoServiceFactory {
    /// The source, and what it was made from.
    struct Made {
        /// What view models and subcommands ask for photos (it keeps an in-process server running).
        let service: PhotoService
        /// The source actually used (after the automatic choice).
        let source: PhotoSourceSetting

        /// Whose ids a bare id on the command line is.
        var provider: PhotoProvider { service.traits.id.provider ?? .unsplash }

        /// Set when the access key would travel in clear text (plain http to another host): the
        /// browser shows it in the status bar, the subcommands on standard error.
        var insecureKeyWarning: String? { service.warning }

        /// "offline library", "Unsplash", "Openverse", a folder's name or the server's host.
        var sourceName: String { service.traits.name }

        /// The one disk cache (images and API answers under one budget).
        var diskCache: DiskImageCache { sharedDiskCache }
        private var sharedDiskCache: DiskImageCache!

        init(service: PhotoService, source: PhotoSourceSetting) {
            self.service = service
            self.source = source
        }

        /// Takes the process's one disk cache for `root`.
        mutating func useDiskCache(root: String, byteLimit: Int) {
            sharedDiskCache = PhotoServiceFactory.diskCaches.cache(root: root, byteLimit: byteLimit)
        }
    }

    fileprivate static let diskCaches = DiskCacheRegistry()

    /// The process's one disk cache for `configuration` (what ``Made/diskCache`` is).
    static func diskCache(for configuration: Configuration) -> DiskImageCache {
        diskCaches.cache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
    }

    /// Photos and seed of the built-in library the browser and subcommands start.
    static let offlinePhotos = 1000
    static let offlineSeed: UInt64 = 1

    /// The offline library of a process that does not share one (a subcommand), injecting `faults`.
    static func offlineHost(transport: CurlTransport = .shared, faults: FaultInjection = FaultInjection()) -> OfflineLibraryHost {
        OfflineLibraryHost(catalog: { OfflineCatalog(seed: offlineSeed, count: offlinePhotos) }, transport: transport, faults: faults)
    }

    /// The page size of the browser's home feed (``SearchViewModel``'s), which launch asks the
    /// offline library for before the screen is up.
    static let homeFeedPageSize = 30

    /// How long launch may wait to learn whether Openverse answers.
    static let probeTimeout: Double = 0.8

    static func make(
        _ configuration: Configuration, transport: CurlTransport = .shared, offline: OfflineLibraryHost? = nil,
        library: (() -> PhotoLibrary)? = nil, probe: (URL) -> Bool = defaultProbe
    ) throws -> Made {
        let source = launchSource(configuration, probe: probe)
        return try make(source: source, configuration: configuration, transport: transport, offline: offline, library: library)
    }

    /// Asks Openverse's API whether it answers, waiting at most ``probeTimeout``.
    static let defaultProbe: (URL) -> Bool = { OpenverseProbe.answers($0, timeout: probeTimeout) }

    /// The source to launch on: the configuration's, except that with no source chosen and no
    /// key, Openverse when `probe` says it answers (the offline library otherwise).
    static func launchSource(_ configuration: Configuration, probe: (URL) -> Bool = defaultProbe) -> PhotoSourceSetting {
        guard configuration.tryOpenverseFirst else { return configuration.source }
        let started = Date()
        let answered = probe(OpenverseClient.publicAPI)
        Logger(label: "photo-tui.source").info(
            "Openverse \(answered ? "answered" : "did not answer") in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        return answered ? .openverse(apiURL: OpenverseClient.publicAPI, credentials: configuration.openverseCredentials) : configuration.source
    }

    /// Builds `source` (the browser calls this again when the person switches sources).
    /// - Parameters:
    ///   - offline: the process's offline library (a new one when `nil`).
    ///   - library: the person's library, asked for only for a shelf (the one at the default place
    ///     when `nil`).
    static func make(
        source: PhotoSourceSetting, configuration: Configuration, transport: CurlTransport = .shared,
        offline: OfflineLibraryHost? = nil, library: (() -> PhotoLibrary)? = nil
    ) throws -> Made {
        let service = try makeService(
            source: source, configuration: configuration, transport: transport, offline: offline ?? offlineHost(transport: transport),
            library: library)
        var made = Made(service: service, source: source)
        made.useDiskCache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
        return made
    }

    private static func makeService(
        source: PhotoSourceSetting, configuration: Configuration, transport: CurlTransport, offline: OfflineLibraryHost,
        library: (() -> PhotoLibrary)?
    ) throws -> PhotoService {
        // Openverse's answers go into the one disk cache too, where the one budget counts and evicts them.
        let disk = diskCaches.cache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
        switch source {
        case .unsplash(let url, let key):
            return UnsplashClient(configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport)
        case .server(let url, let key):
            return UnsplashClient(configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport)
        case .openverse(let url, let credentials):
            return OpenverseClient(
                configuration: .init(baseURL: url, credentials: credentials, diskCache: disk), transport: transport)
        case .folder(let paths):
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure("No folder at \(path): give a folder of photos, such as ~/Pictures.")
                }
            }
            // The index lives beside the image cache, never in the folder; the browser watches for changes.
            return FolderPhotoService(
                roots: paths.map { URL(fileURLWithPath: $0, isDirectory: true) }, order: configuration.folderOrder,
                index: .cache(URL(fileURLWithPath: configuration.cacheDirectory, isDirectory: true)),
                followLinks: configuration.folderFollowsLinks, watches: configuration.watchesFolders)
        case .library(let shelf):
            let library = library?() ?? PhotoLibrary(at: PhotoLibrary.defaultURL())
            if let problem = library.problem { throw CommandFailure(problem) }
            return LibraryPhotoService(library: library, shelf: shelf, offlineBaseURL: { offline.baseURL })
        case .offline:
            do {
                return try offline.source()
            } catch {
                throw CommandFailure("The offline library could not start on loopback: \(error)")
            }
        }
    }
}

/// One ``DiskImageCache`` per cache folder for the whole process: switching sources keeps the
/// same cache and budget.
private final class DiskCacheRegistry: Sendable {
    private let caches = Locked<[String: DiskImageCache]>([:])

    func cache(root: String, byteLimit: Int) -> DiskImageCache {
        caches.withLock { caches in
            if let cache = caches[root], cache.byteLimit == byteLimit { return cache }
            // Opened on a thread of its own: a launch does not wait for a stat of every cached file.
            let cache = DiskImageCache(cacheDirectory: URL(fileURLWithPath: root, isDirectory: true), byteLimit: byteLimit, opensInBackground: true)
            caches[root] = cache
            return cache
        }
    }
}
