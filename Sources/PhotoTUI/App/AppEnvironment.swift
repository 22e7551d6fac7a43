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
    /// "offline library", "Unsplash" or the server's host, for the status line.
    let sourceName: String
    /// The local-folder source, when that is the source (its scan progress, its file actions).
    let folderService: FolderPhotoService?
    /// The in-process offline library, when it is the source; stopped with the environment.
    private let offlineServer: OfflineServer?
    private let logger = Logger(label: "photo-tui.environment")

    /// - Parameter environment: the process environment (`PHOTO_TUI_FAULT_*` for the offline library).
    init(configuration: Configuration, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.configuration = configuration
        let transport = CurlTransport.shared
        let made = try PhotoServiceFactory.make(configuration, transport: transport)
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
    }

    /// Where `d` writes originals.
    var downloadsDirectory: URL { URL(fileURLWithPath: configuration.downloadsDirectory, isDirectory: true) }

    /// Stops the in-process server. The process is about to exit, so kept-alive connections
    /// (the image fetcher's) are not waited for: quitting must feel instant.
    func shutDown() {
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
