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
        let client: UnsplashClient
        let offlineServer: OfflineServer?
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
