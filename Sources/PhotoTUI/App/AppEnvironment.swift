import Foundation
import Logging
import PhotoCore

/// Everything the browser is built from, resolved from the configuration: the photo source
/// (starting the offline library in-process when that is the source, with the fault variables
/// applied), the image loader with its caches, and the downloader.
///
/// Launch does its slow, independent parts on threads of their own while the screen is set up:
/// opening the library's SQLite file, and building the offline library's catalog and binding its
/// port (then asking it for the home feed's first page). The browser joins them where it first
/// needs them: ``startedService()`` right after the screen is up, ``library`` for the first
/// frame's marks, so that frame is as it always was.
final class AppEnvironment {
    let configuration: Configuration
    let imageSource: LoaderImageSource
    let downloader: PhotoDownloading
    /// Favourites, history and downloads, kept between runs (waits for the file to open, the
    /// first time).
    var library: PhotoLibrary { opening.value }
    /// The source in use at launch.
    let source: PhotoSourceSetting
    /// The process's offline library: started when it is the source, switched to, or when a
    /// shelf shows offline photos; stopped with the environment.
    private let offline: OfflineLibraryHost
    /// The launch source when it is not the offline library (which `offline` holds).
    private let made: PhotoService?
    private let opening: BackgroundValue<PhotoLibrary>
    private let transport = CurlTransport.shared

    /// Resolves everything; the library and, when it is the source, the offline library start
    /// on threads of their own. Throws what the person must fix before the screen opens (a
    /// folder that is not there).
    /// - Parameters:
    ///   - environment: the process environment (`PHOTO_TUI_FAULT_*` for the offline library).
    ///   - opensOnHomeFeed: the browser starts on the home feed (no `-q`): the offline library
    ///     asks for its first page as soon as it listens, unless faults are injected (their
    ///     counts and failures are then exactly those of the requests the browser makes).
    ///   - probe: whether Openverse's API answers, asked when no source is chosen and there is no key.
    init(configuration: Configuration, environment: [String: String] = ProcessInfo.processInfo.environment,
         opensOnHomeFeed: Bool = false, probe: (URL) -> Bool = PhotoServiceFactory.defaultProbe) throws {
        self.configuration = configuration
        let transport = self.transport
        let faults = FaultInjection(environment: environment)
        let offline = PhotoServiceFactory.offlineHost(transport: transport, faults: faults)
        self.offline = offline
        let libraryURL = PhotoLibrary.defaultURL(environment: environment)
        let opening = BackgroundValue(name: "library") { PhotoLibrary(at: libraryURL) }
        self.opening = opening
        // The offline library is the fallback when Openverse does not answer: its catalog (most
        // of its start) is built while the probe waits, not after.
        if configuration.tryOpenverseFirst { offline.prepareInBackground() }
        let launching = PhotoServiceFactory.launchSource(configuration, probe: probe)
        let disk: DiskImageCache
        if case .offline = launching {
            // Never waited for here: the screen is set up while it starts (`startedService()` joins).
            offline.startInBackground(warmingFirstPage: Self.firstPageToWarm(opensOnHomeFeed: opensOnHomeFeed, faults: faults))
            made = nil
            source = .offline
            disk = PhotoServiceFactory.diskCache(for: configuration)
        } else {
            let made = try PhotoServiceFactory.make(
                source: launching, configuration: configuration, transport: transport, offline: offline, library: { opening.value })
            self.made = made.service
            source = made.source
            disk = made.diskCache
        }
        let memory = MemoryImageCache(byteLimit: ImageMemoryBudget(totalBytes: configuration.memoryCacheBytes).decodedBytes)
        let fetcher = CurlImageFetcher(transport: transport, headers: HTTPHeaderFields([("User-Agent", PhotoTUIVersion.userAgent)]))
        // A folder's files (file:// addresses) are read from disk through the freedesktop
        // thumbnail cache: those under the folders given, and those the library keeps (a shelf's
        // favourite from a folder), never one a server's answer names.
        let roots: [String] = if case .folder(let paths) = source { paths } else { [] }
        let thumbnails = FreedesktopThumbnails(directory: FreedesktopThumbnails.defaultDirectory(environment: environment))
        let imageFetcher = LocalImageFetcher(thumbnails: thumbnails, fallback: fetcher) { path in
            FolderPhotoService.relativePath(of: path, in: roots.map { URL(fileURLWithPath: $0, isDirectory: true) }) != nil
                || opening.value.keepsFile(atPath: path)
        }
        // Delivered in place: the cell store converts on the worker that decoded (see `ImageCellStore`).
        let loader = ImageLoader(fetcher: imageFetcher, memoryCache: memory, diskCache: disk, deliveryScheduler: InPlaceScheduler())
        imageSource = LoaderImageSource(loader: loader, memory: memory, disk: disk)
        downloader = HTTPOriginalDownloader(transport: transport)
    }

    /// The page size of the home feed's first page for the offline library to ask for as soon as
    /// it listens; `nil` for none: the browser opens on a search, or faults are injected.
    static func firstPageToWarm(opensOnHomeFeed: Bool, faults: FaultInjection) -> Int? {
        opensOnHomeFeed && !faults.isActive ? PhotoServiceFactory.homeFeedPageSize : nil
    }

    /// The source in use at launch, waiting for the offline library to listen when it is that;
    /// throws when it could not start.
    func startedService() throws -> PhotoService {
        if let made { return made }
        do {
            return try offline.source()
        } catch {
            throw CommandFailure("The offline library could not start on loopback: \(error)")
        }
    }

    /// Switching to Openverse, the offline library, (with a key) Unsplash, or a shelf of the
    /// library without a restart, from `service` (the launch source). `--api-url` stays with the
    /// source it was given for.
    func sourceSwitcher(from service: PhotoService) -> SourceSwitcher {
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
            let opening = self.opening
            let made = try PhotoServiceFactory.make(
                source: source, configuration: configuration, transport: self.transport, offline: self.offline, library: { opening.value })
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
        Logger(label: "photo-tui.environment").notice("images: \(stats.networkFetches) downloaded (\(stats.networkBytes) bytes), \(stats.diskHits) from disk, \(stats.memoryHits) from memory")
        made?.stop()
        offline.stop()
    }
}
