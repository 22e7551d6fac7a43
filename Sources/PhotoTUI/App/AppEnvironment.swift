import Foundation
import Logging
import PhotoCore

/// Everything the browser is built from, resolved from the configuration: the photo service
/// (starting the offline library in-process when that is the source, with the fault variables
/// applied), the image loader with its caches, and the downloader.
final class AppEnvironment {
    let configuration: Configuration
    let service: PhotoService
    let imageSource: LoaderImageSource
    let downloader: PhotoDownloading
    /// Favourites, history and downloads, kept between runs.
    let library: PhotoLibrary
    /// "offline library", "Unsplash" or the server's host, for the status line.
    let sourceName: String
    /// The local-folder source, when that is the source (its scan progress, its file actions).
    let folderService: FolderPhotoService?
    /// The in-process offline library, when it is the source; stopped with the environment.
    private var offlineServer: OfflineServer?
    /// `offline`, `openverse`, `unsplash`, `server` or `folder`: the source in use at launch.
    let sourceKey: String
    private let transport = CurlTransport.shared
    private let logger = Logger(label: "photo-tui.environment")

    /// - Parameter environment: the process environment (`PHOTO_TUI_FAULT_*` for the offline library).
    init(configuration: Configuration, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.configuration = configuration
        let transport = self.transport
        let made = try PhotoServiceFactory.make(configuration, transport: transport)
        sourceKey = switch made.source {
        case .offline: "offline"
        case .openverse: "openverse"
        case .unsplash: "unsplash"
        case .server: "server"
        case .folder: "folder"
        }
        offlineServer = made.offlineServer
        let faults = FaultInjection(environment: environment)
        if faults.isActive {
            made.offlineServer?.setFaults(faults)
            logger.notice("offline library injecting faults: \(faults)")
        }
        service = made.service
        folderService = made.service as? FolderPhotoService
        if case .folder(let paths) = made.source {
            sourceName = paths.count == 1 ? (paths[0] as NSString).lastPathComponent : "\(paths.count) folders"
        } else {
            sourceName = made.sourceName
        }
        let memory = MemoryImageCache(byteLimit: configuration.memoryCacheBytes)
        let disk = made.diskCache
        let fetcher = CurlImageFetcher(transport: transport, headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]))
        // A folder's files (file:// addresses) are read from disk through the freedesktop
        // thumbnail cache. Only for that source: a server's answer naming a file:// address
        // must never make the program read local files.
        let imageFetcher: ImageDataFetching
        if folderService != nil {
            let thumbnails = FreedesktopThumbnails(directory: FreedesktopThumbnails.defaultDirectory(environment: environment))
            imageFetcher = LocalImageFetcher(thumbnails: thumbnails, fallback: fetcher)
        } else {
            imageFetcher = fetcher
        }
        // Delivered in place: the cell store converts on the worker that decoded (see `ImageCellStore`).
        let loader = ImageLoader(fetcher: imageFetcher, memoryCache: memory, diskCache: disk, deliveryScheduler: InPlaceScheduler())
        imageSource = LoaderImageSource(loader: loader, memory: memory, disk: disk)
        downloader = HTTPOriginalDownloader(transport: transport)
        library = PhotoLibrary(at: PhotoLibrary.defaultURL(environment: environment))
    }

    /// Switching to Openverse, the offline library or (with a key) Unsplash without a restart.
    /// `--api-url` stays with the source it was given for.
    var sourceSwitcher: SourceSwitcher {
        let configuration = self.configuration
        let launched = self.sourceKey
        let key = configuration.source.accessKey
        var available = ["openverse", "offline"]
        if key != nil { available.insert("unsplash", at: 0) }
        if !available.contains(launched) { available.insert(launched, at: 0) }
        available += LibraryShelf.allCases.map(\.rawValue)
        return SourceSwitcher(available: available) { [weak self] name in
            guard let self else { throw CommandFailure("the browser is closing") }
            if let shelf = LibraryShelf(rawValue: name) {
                return SourceSwitcher.Switched(
                    service: LibraryPhotoService(library: self.library, shelf: shelf), name: shelf.title, isLicensed: false)
            }
            let source: PhotoSourceSetting
            switch name {
            case "openverse":
                let url = launched == "openverse" ? (configuration.apiURLOverride ?? OpenverseClient.publicAPI) : OpenverseClient.publicAPI
                source = .openverse(apiURL: url, credentials: configuration.openverseCredentials)
            case "unsplash":
                guard let key else { throw CommandFailure("no Unsplash access key is configured") }
                source = .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: key)
            case "offline":
                source = .offline
            default:
                source = configuration.source
            }
            if case .offline = source, let running = self.offlineServer, let url = running.url {
                // The library already runs: browse it again rather than start a second one.
                let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: nil, cacheDirectory: nil), transport: self.transport)
                return SourceSwitcher.Switched(service: client, name: "offline library", isLicensed: false)
            }
            let made = try PhotoServiceFactory.make(source: source, configuration: configuration, transport: self.transport)
            if let server = made.offlineServer { self.offlineServer = server }
            return SourceSwitcher.Switched(service: made.service, name: made.sourceName, isLicensed: made.service is OpenverseClient)
        }
    }

    /// Where `d` writes originals.
    var downloadsDirectory: URL { URL(fileURLWithPath: configuration.downloadsDirectory, isDirectory: true) }

    /// Stops the in-process server. The process is about to exit, so kept-alive connections
    /// (the image fetcher's) are not waited for: quitting must feel instant.
    func shutDown() {
        let stats = imageSource.loader.statistics
        logger.notice("images: \(stats.networkFetches) downloaded (\(stats.networkBytes) bytes), \(stats.diskHits) from disk, \(stats.memoryHits) from memory")
        folderService?.stopScanning()
        guard let server = offlineServer else { return }
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.stop(timeout: 0)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 0.25)
    }
}
