import Foundation

/// A photo's image addresses. `raw` takes imgix parameters (`w`, `h`, `fit=crop`, `fm=jpg`, `q`),
/// so any size can be asked for; the others are fixed sizes Unsplash prepared.
public struct PhotoURLs: Codable, Sendable, Equatable {
    public var raw: URL
    public var full: URL
    public var regular: URL
    public var small: URL
    public var thumb: URL

    /// Creates the set of addresses.
    public init(raw: URL, full: URL, regular: URL, small: URL, thumb: URL) {
        self.raw = raw
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
    }

    /// `raw` with imgix parameters asking for exactly `width × height` pixels, cropped, as JPEG.
    ///
    /// Existing parameters of `raw` (such as `ixid`) are kept; sizing ones are replaced.
    public func sized(width: Int, height: Int, quality: Int = 80) -> URL {
        guard var parts = URLComponents(url: raw, resolvingAgainstBaseURL: false) else { return raw }
        let replaced: Set<String> = ["w", "h", "fit", "fm", "q", "crop"]
        var items = (parts.queryItems ?? []).filter { !replaced.contains($0.name) }
        items += [
            URLQueryItem(name: "w", value: String(width)), URLQueryItem(name: "h", value: String(height)),
            URLQueryItem(name: "fit", value: "crop"), URLQueryItem(name: "fm", value: "jpg"),
            URLQueryItem(name: "q", value: String(quality)),
        ]
        parts.queryItems = items
        return parts.url ?? raw
    }
}
