import EventStream
import Foundation
import Logging
import PhotoCore

/// Builds the photo service a configuration asks for: Unsplash with the key, another server,
/// Openverse, or the offline library started in-process on an ephemeral loopback port.
///
/// The browser and the `search`/`show`/`download` subcommands all go through here.
struct PhotoServiceFactory {
    /// The service, and the in-process server when the offline library is used (keep it alive as
    /// long as the service is in use).
    struct Made {
        /// What view models and subcommands ask for photos.
        let service: PhotoService
        let offlineServer: OfflineServer?
        /// The source actually used (after the automatic choice).
        let source: PhotoSourceSetting
        private let transport: CurlTransport

        init(service: PhotoService, offlineServer: OfflineServer?, source: PhotoSourceSetting, transport: CurlTransport) {
            self.service = service
            self.offlineServer = offlineServer
            self.source = source
            self.transport = transport
        }

        /// Whose ids a bare id on the command line is.
        var provider: PhotoProvider {
            if case .openverse = source { return .openverse }
            return .unsplash
        }

        /// The Unsplash client, when the source speaks Unsplash's API; `nil` for Openverse or a local folder.
        var client: UnsplashClient? { service as? UnsplashClient }

        /// Set when the access key would travel in clear text (plain http to another host): the
        /// browser shows it in the status bar, the subcommands on standard error.
        var insecureKeyWarning: String? { client?.insecureKeyWarning }

        /// "offline library", "Unsplash", "Openverse" or the server's host, for the status line.
        var sourceName: String { PhotoServiceFactory.name(of: source) }

        /// The one disk cache (images and API answers under one budget).
        var diskCache: DiskImageCache { sharedDiskCache }
        fileprivate var sharedDiskCache: DiskImageCache!
    }

    private static let diskCaches = DiskCacheRegistry()

    /// Photos and seed of the built-in library the browser and subcommands start.
    static let offlinePhotos = 1000
    static let offlineSeed: UInt64 = 1

    /// How long launch may wait to learn whether Openverse answers.
    static let probeTimeout: Double = 0.8

    static func make(
        _ configuration: Configuration, transport: CurlTransport = .shared,
        probe: (URL) -> Bool = { OpenverseProbe.answers($0, timeout: probeTimeout) }
    ) throws -> Made {
        var source = configuration.source
        if configuration.tryOpenverseFirst {
            let started = Date()
            let answered = probe(OpenverseClient.publicAPI)
            Logger(label: "photo-tui.source").info(
                "Openverse \(answered ? "answered" : "did not answer") in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
            if answered { source = .openverse(apiURL: OpenverseClient.publicAPI, credentials: configuration.openverseCredentials) }
        }
        return try make(source: source, configuration: configuration, transport: transport)
    }

    /// Builds `source` (the browser calls this again when the person switches sources).
    static func make(source: PhotoSourceSetting, configuration: Configuration, transport: CurlTransport = .shared) throws -> Made {
        var made = try makeService(source: source, configuration: configuration, transport: transport)
        made.sharedDiskCache = diskCaches.cache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
        return made
    }

    private static func makeService(source: PhotoSourceSetting, configuration: Configuration, transport: CurlTransport) throws -> Made {
        // Openverse's answers go into the one disk cache too, where the one budget counts and evicts them.
        let disk = diskCaches.cache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
        switch source {
        case .unsplash(let url, let key):
            let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport)
            return Made(service: client, offlineServer: nil, source: source, transport: transport)
        case .server(let url, let key):
            let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport)
            return Made(service: client, offlineServer: nil, source: source, transport: transport)
        case .openverse(let url, let credentials):
            let client = OpenverseClient(
                configuration: .init(baseURL: url, credentials: credentials, diskCache: disk), transport: transport)
            return Made(service: client, offlineServer: nil, source: source, transport: transport)
        case .folder(let paths):
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure("No folder at \(path): give a folder of photos, such as ~/Pictures.")
                }
            }
            let folder = FolderPhotoService(roots: paths.map { URL(fileURLWithPath: $0, isDirectory: true) }, order: configuration.folderOrder)
            return Made(service: folder, offlineServer: nil, source: source, transport: transport)
        case .offline:
            let server = OfflineServer(catalog: OfflineCatalog(seed: offlineSeed, count: offlinePhotos))
            let url: URL
            do {
                url = try server.startAndWait()
            } catch {
                throw CommandFailure("The offline library could not start on loopback: \(error)")
            }
            // Its answers name image URLs on this run's port, so they are not kept on disk (the
            // images are: their cache keys leave the loopback port out).
            let client = UnsplashClient(
                configuration: .init(baseURL: url, accessKey: nil, cacheDirectory: nil), transport: transport)
            return Made(service: client, offlineServer: server, source: source, transport: transport)
        }
    }

    /// The name the status line shows for `source`.
    static func name(of source: PhotoSourceSetting) -> String {
        switch source {
        case .offline: return "offline library"
        case .unsplash: return "Unsplash"
        case .openverse(let url, _): return url.host == OpenverseClient.publicAPI.host ? "Openverse" : "Openverse at \(url.host ?? url.absoluteString)"
        case .server(let url, _): return url.host ?? url.absoluteString
        case .folder(let paths): return paths.count == 1 ? (paths[0] as NSString).lastPathComponent : "\(paths.count) folders"
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
            let cache = DiskImageCache(cacheDirectory: URL(fileURLWithPath: root, isDirectory: true), byteLimit: byteLimit)
            caches[root] = cache
            return cache
        }
    }
}
