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

        init(client: UnsplashClient, offlineServer: OfflineServer?) {
            service = client
            self.client = client
            self.offlineServer = offlineServer
        }

        init(folder: FolderPhotoService) {
            service = folder
            client = nil
            offlineServer = nil
        }
    }

    /// Photos and seed of the built-in library the browser and subcommands start.
    static let offlinePhotos = 1000
    static let offlineSeed: UInt64 = 1

    static func make(_ configuration: Configuration, transport: CurlTransport = .shared) throws -> Made {
        let apiCache = URL(fileURLWithPath: configuration.cacheDirectory).appendingPathComponent("api")
        switch configuration.source {
        case .unsplash(let url, let key):
            return Made(client: UnsplashClient(
                configuration: .init(baseURL: url, accessKey: key, cacheDirectory: apiCache), transport: transport), offlineServer: nil)
        case .server(let url, let key):
            return Made(client: UnsplashClient(
                configuration: .init(baseURL: url, accessKey: key, cacheDirectory: apiCache), transport: transport), offlineServer: nil)
        case .folder(let paths):
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure("No folder at \(path): give a folder of photos, such as ~/Pictures.")
                }
            }
            return Made(folder: FolderPhotoService(roots: paths.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                                   order: configuration.folderOrder))
        case .offline:
            let server = OfflineServer(catalog: OfflineCatalog(seed: offlineSeed, count: offlinePhotos))
            let url: URL
            do {
                url = try server.startAndWait()
            } catch {
                throw CommandFailure("The offline library could not start on loopback: \(error)")
            }
            // A loopback port changes every run, so caching its answers on disk would only waste space.
            let client = UnsplashClient(
                configuration: .init(baseURL: url, accessKey: nil, cacheDirectory: nil), transport: transport)
            return Made(client: client, offlineServer: server)
        }
    }
}
