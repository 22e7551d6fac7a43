import Foundation
import Logging
import PhotoCore

/// Everything the browser is built from, resolved from the configuration: where photos come
/// from (starting the offline library in-process when that is the source), the API client and
/// the image loader with its caches.
final class AppEnvironment {
    let configuration: Configuration
    let client: UnsplashClient
    let imageSource: LoaderImageSource
    /// "offline library", "Unsplash" or the server's host, for the status line.
    let sourceName: String
    /// The in-process offline library, when it is the source; stopped with the environment.
    private let offlineServer: OfflineServer?
    private let logger = Logger(label: "photo-tui.environment")

    /// - Parameter environment: the process environment (fault injection for the offline library).
    init(configuration: Configuration, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.configuration = configuration
        let baseURL: URL
        switch configuration.source {
        case .offline:
            let server = OfflineServer(catalog: OfflineCatalog(), faults: FaultInjection(environment: environment))
            baseURL = try server.startAndWait()
            offlineServer = server
            sourceName = "offline library"
        case .unsplash(let url, _):
            baseURL = url
            offlineServer = nil
            sourceName = "Unsplash"
        case .server(let url, _):
            baseURL = url
            offlineServer = nil
            sourceName = url.host ?? url.absoluteString
        }
        logger.info("photos from \(sourceName) at \(baseURL.absoluteString)")
        let cacheRoot = URL(fileURLWithPath: configuration.cacheDirectory, isDirectory: true)
        let transport = CurlTransport.shared
        client = UnsplashClient(
            configuration: UnsplashClient.Configuration(
                baseURL: baseURL, accessKey: configuration.source.accessKey,
                cacheDirectory: cacheRoot.appendingPathComponent("api", isDirectory: true)),
            transport: transport)
        let memory = MemoryImageCache(byteLimit: configuration.memoryCacheBytes)
        let disk = DiskImageCache(cacheDirectory: cacheRoot, byteLimit: configuration.diskCacheBytes)
        let fetcher = CurlImageFetcher(transport: transport, headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]))
        let loader = ImageLoader(fetcher: fetcher, memoryCache: memory, diskCache: disk)
        imageSource = LoaderImageSource(loader: loader, memory: memory, disk: disk)
    }

    /// Stops the in-process server.
    func shutDown() {
        guard let server = offlineServer else { return }
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.stop()
            done.signal()
        }
        _ = done.wait(timeout: .now() + 2)
    }
}
