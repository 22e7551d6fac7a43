import Foundation
import Logging
import PhotoCore

/// Everything the browser is built from, resolved from the configuration: the photo source
/// (starting the offline library in-process when that is the source, with the fault variables
/// applied), the image loader with its caches, and the downloader.
final class AppEnvironment {
    let configuration: Configuration
    let service: PhotoService
    let imageSource: LoaderImageSource
    let downloader: PhotoDownloading
    /// Favourites, history and downloads, kept between runs.
    let library: PhotoLibrary
    /// The source in use at launch.
    let source: PhotoSourceSetting
    /// The process's offline library: started when it is the source, switched to, or when a
    /// shelf shows offline photos; stopped with the environment.
    private let offline: OfflineLibraryHost
    private let faults: FaultInjection
    private var faultsApplied = false
    private let transport = CurlTransport.shared
    private let logger = Logger(label: "photo-tui.environment")

    /// - Parameter environment: the process environment (`PHOTO_TUI_FAULT_*` for the offline library).
    init(configuration: Configuration, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.configuration = configuration
        let transport = self.transport
        let offline = PhotoServiceFactory.offlineHost(transport: transport)
        self.offline = offline
        faults = FaultInjection(environment: environment)
        library = PhotoLibrary(at: PhotoLibrary.defaultURL(environment: environment))
        let made = try PhotoServiceFactory.make(configuration, transport: transport, offline: offline, library: library)
        source = made.source
        service = made.service
        let memory = MemoryImageCache(byteLimit: ImageMemoryBudget(totalBytes: configuration.memoryCacheBytes).decodedBytes)
        let disk = made.diskCache
        let fetcher = CurlImageFetcher(transport: transport, headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]))
        // A folder's files (file:// addresses) are read from disk through the freedesktop
        // thumbnail cache: those under the folders given, and those the library keeps (a shelf's
        // favourite from a folder), never one a server's answer names.
        let roots: [String] = if case .folder(let paths) = made.source { paths } else { [] }
        let library = self.library
        let thumbnails = FreedesktopThumbnails(directory: FreedesktopThumbnails.defaultDirectory(environment: environment))
        let imageFetcher = LocalImageFetcher(thumbnails: thumbnails, fallback: fetcher) { path in
            FolderPhotoService.relativePath(of: path, in: roots.map { URL(fileURLWithPath: $0, isDirectory: true) }) != nil
                || library.keepsFile(atPath: path)
        }
        // Delivered in place: the cell store converts on the worker that decoded (see `ImageCellStore`).
        let loader = ImageLoader(fetcher: imageFetcher, memoryCache: memory, diskCache: disk, deliveryScheduler: InPlaceScheduler())
        imageSource = LoaderImageSource(loader: loader, memory: memory, disk: disk)
        downloader = HTTPOriginalDownloader(transport: transport)
        applyFaults()
    }

    /// The faults the environment asks the offline library to inject, once it runs.
    private func applyFaults() {
        guard faults.isActive, !faultsApplied, let running = offline.running else { return }
        faultsApplied = true
        running.server.setFaults(faults)
        logger.notice("offline library injecting faults: \(faults)")
    }

    /// Switching to Openverse, the offline library, (with a key) Unsplash, or a shelf of the
    /// library without a restart. `--api-url` stays with the source it was given for.
    var sourceSwitcher: SourceSwitcher {
        let configuration = self.configuration
        let launched = source
        let key = configuration.unsplashAccessKey
        var available: [SourceOption] = [.source(.openverse), .source(.offline)]
        if key != nil { available.insert(.source(.unsplash), at: 0) }
        let current = SourceOption(service.traits)
        if !available.contains(current) { available.insert(current, at: 0) }
        available += LibraryShelf.allCases.map(SourceOption.shelf).filter { $0 != current }
        return SourceSwitcher(available: available) { [weak self] option in
            guard let self else { throw CommandFailure("the browser is closing") }
            let source: PhotoSourceSetting
            switch option {
            case .shelf(let shelf):
                source = .library(shelf: shelf)
            case .source(.openverse):
                let url = launched.id == .openverse ? (configuration.apiURLOverride ?? OpenverseClient.publicAPI) : OpenverseClient.publicAPI
                source = .openverse(apiURL: url, credentials: configuration.openverseCredentials)
            case .source(.unsplash):
                if launched.id == .unsplash {
                    source = launched
                } else {
                    guard let key else { throw CommandFailure("no Unsplash access key is configured") }
                    source = .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: key)
                }
            case .source(.offline):
                source = .offline
            case .source(.folder), .source(.library):
                source = launched
            }
            let made = try PhotoServiceFactory.make(
                source: source, configuration: configuration, transport: self.transport, offline: self.offline, library: self.library)
            self.applyFaults()
            return made.service
        }
    }

    /// Where `d` writes originals.
    var downloadsDirectory: URL { URL(fileURLWithPath: configuration.downloadsDirectory, isDirectory: true) }

    /// Stops what runs in the background (a folder scan, the in-process server). The process is
    /// about to exit, so kept-alive connections (the image fetcher's) are not waited for:
    /// quitting must feel instant.
    func shutDown() {
        let stats = imageSource.loader.statistics
        logger.notice("images: \(stats.networkFetches) downloaded (\(stats.networkBytes) bytes), \(stats.diskHits) from disk, \(stats.memoryHits) from memory")
        service.stop()
        offline.stop()
    }
}
