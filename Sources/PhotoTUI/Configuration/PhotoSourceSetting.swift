import Foundation
import PhotoCore

/// Where photos come from, as decided by the configuration.
enum PhotoSourceSetting: Equatable, CustomStringConvertible {
    /// Unsplash's API with the user's access key.
    case unsplash(apiURL: URL, accessKey: String)
    /// Another server that speaks Unsplash's API, with a key when one is configured.
    case server(apiURL: URL, accessKey: String?)
    /// The built-in offline library, started on an ephemeral loopback port.
    case offline
    /// Openverse's API (or a server that speaks it), with registered client credentials if any.
    case openverse(apiURL: URL, credentials: OpenverseCredentials?)
    /// Photos in local folders (absolute paths), scanned recursively.
    case folder(paths: [String])
    /// A shelf of the person's library.
    case library(shelf: LibraryShelf)

    /// Unsplash's public API.
    static let unsplashAPI = URL(string: "https://api.unsplash.com")!

    /// Which source it is (a server that speaks Unsplash's API is Unsplash to the app).
    var id: SourceID {
        switch self {
        case .unsplash, .server: return .unsplash
        case .offline: return .offline
        case .openverse: return .openverse
        case .folder: return .folder
        case .library: return .library
        }
    }

    /// Whether the first screen is asked for over HTTP, so that a launch starts loading libcurl
    /// at once; a folder or the library loads it only if a photo ever needs the network.
    var asksOverHTTP: Bool {
        switch self {
        case .unsplash, .server, .offline, .openverse: return true
        case .folder, .library: return false
        }
    }

    /// The access key, when there is one.
    var accessKey: String? {
        switch self {
        case .unsplash(_, let key): return key
        case .server(_, let key): return key
        case .offline, .openverse, .folder, .library: return nil
        }
    }

    /// Never contains the key, nor a password given in the URL.
    var description: String {
        switch self {
        case .unsplash(let url, _): return "Unsplash (\(url.shownWithoutCredentials))"
        case .server(let url, _): return "server \(url.shownWithoutCredentials)"
        case .offline: return "offline library"
        case .openverse(let url, let credentials):
            return "Openverse (\(url.shownWithoutCredentials))\(credentials == nil ? "" : " with a registered client")"
        case .folder(let paths): return "folder \(paths.joined(separator: ", "))"
        case .library(let shelf): return "library: \(shelf.title)"
        }
    }
}
