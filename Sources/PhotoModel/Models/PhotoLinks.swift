import Foundation

/// A photo's links. `downloadLocation` must be requested (exactly as given, keeping its `ixid`)
/// whenever a user downloads the photo; old payloads lack it.
public struct PhotoLinks: Codable, Sendable, Equatable {
    public var api: URL?
    public var html: URL?
    public var download: URL?
    public var downloadLocation: URL?

    /// Creates the links.
    public init(api: URL? = nil, html: URL? = nil, download: URL? = nil, downloadLocation: URL? = nil) {
        self.api = api
        self.html = html
        self.download = download
        self.downloadLocation = downloadLocation
    }

    private enum CodingKeys: String, CodingKey {
        case api = "self", html, download, downloadLocation = "download_location"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        api = try c.decodeLenientURL(forKey: .api)
        html = try c.decodeLenientURL(forKey: .html)
        download = try c.decodeLenientURL(forKey: .download)
        downloadLocation = try c.decodeLenientURL(forKey: .downloadLocation)
    }
}
