import Foundation

/// One image at one size: a photo's `urls.raw` and the pixels the cells need. Its ``url`` asks
/// imgix for exactly that (`w`, `h`, `fit=crop`, `fm=jpg`, `q`), so no more bytes are
/// downloaded than the cells can show.
public struct ImageRequest: Hashable, Sendable, CustomStringConvertible {
    /// The photo's `urls.raw`.
    public var rawURL: URL
    /// The size the caller wants, exactly.
    public var size: PixelSize
    /// JPEG quality asked of the server (imgix `q`).
    public var quality: Int

    /// Creates a request.
    /// - Parameters:
    ///   - rawURL: the photo's `urls.raw`.
    ///   - size: the pixel size wanted (e.g. 40×40 for a 40×20-cell half-block thumbnail).
    ///   - quality: 1–100; 75 is imgix's default and plenty for terminal cells.
    public init(rawURL: URL, size: PixelSize, quality: Int = 75) {
        self.rawURL = rawURL
        self.size = size
        self.quality = min(max(quality, 1), 100)
    }

    /// `rawURL` with `w`, `h`, `fit=crop`, `fm=jpg` and `q` set (replacing any already there);
    /// the other parameters (`ixid`, `ixlib`) are kept.
    public var url: URL {
        guard var components = URLComponents(url: rawURL, resolvingAgainstBaseURL: false) else { return rawURL }
        let replaced: Set<String> = ["w", "h", "fit", "fm", "q", "crop"]
        var items = (components.queryItems ?? []).filter { !replaced.contains($0.name) }
        items += [
            URLQueryItem(name: "w", value: String(size.width)),
            URLQueryItem(name: "h", value: String(size.height)),
            URLQueryItem(name: "fit", value: "crop"),
            URLQueryItem(name: "fm", value: "jpg"),
            URLQueryItem(name: "q", value: String(quality)),
        ]
        components.queryItems = items
        return components.url ?? rawURL
    }

    /// The key the memory cache and the in-flight table use.
    var key: String { url.absoluteString }

    public var description: String { "\(size) of \(rawURL.lastPathComponent)" }
}
