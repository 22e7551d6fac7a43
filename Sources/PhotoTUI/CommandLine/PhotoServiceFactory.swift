import Foundation
import PhotoCore

/// Builds the photo service a configuration asks for: Unsplash with the key, another server, or
/// the offline library started in-process on an ephemeral loopback port.
///
/// The browser and the `search`/`show`/`download` subcommands all go through here.
struct PhotoServiceFactory {
    /// The client, and the in-process server when the offline library is used (keep it alive as
    /// long as the client is in use).
    struct Made {
        /// What view models and subcommands ask for photos.
        let service: PhotoService
        /// The HTTP client behind `service`, for downloads; `nil` for a local folder.
        let client: UnsplashClient?
        let offlineServer: OfflineServer?
        /// The one disk cache (images and API answers under one budget).
        let diskCache: DiskImageCache

        init(client: UnsplashClient, offlineServer: OfflineServer?, diskCache: DiskImageCache) {
            service = client
            self.client = client
            self.offlineServer = offlineServer
            self.diskCache = diskCache
        }

        init(folder: FolderPhotoService, diskCache: DiskImageCache) {
            service = folder
            client = nil
            offlineServer = nil
            self.diskCache = diskCache
        }
    }

    /// Photos and seed of the built-in library the browser and subcommands start.
    static let offlinePhotos = 1000
    static let offlineSeed: UInt64 = 1

    static func make(_ configuration: Configuration, transport: CurlTransport = .shared) throws -> Made {
        let disk = DiskImageCache(
            cacheDirectory: URL(fileURLWithPath: configuration.cacheDirectory, isDirectory: true), byteLimit: configuration.diskCacheBytes)
        switch configuration.source {
        case .unsplash(let url, let key):
            return Made(client: UnsplashClient(
                configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport), offlineServer: nil,
                diskCache: disk)
        case .server(let url, let key):
            return Made(client: UnsplashClient(
                configuration: .init(baseURL: url, accessKey: key, diskCache: disk), transport: transport), offlineServer: nil,
                diskCache: disk)
        case .folder(let paths):
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure("No folder at \(path): give a folder of photos, such as ~/Pictures.")
                }
            }
            return Made(folder: FolderPhotoService(roots: paths.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                                   order: configuration.folderOrder), diskCache: disk)
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
            return Made(client: client, offlineServer: server, diskCache: disk)
        }
    }
}
