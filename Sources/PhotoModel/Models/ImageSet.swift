import Foundation

/// The sizes a provider offers of one photo.
///
/// Unsplash serves any size from one imgix address (`raw` with `w`/`h`); Openverse has the
/// original on the provider's server and a thumbnail (600 px wide) through its own proxy.
public enum ImageSet: Sendable, Equatable, Hashable, Codable {
    /// One address that takes imgix sizing parameters.
    case imgix(raw: URL)
    /// Fixed files: the original and, when offered, a smaller thumbnail.
    case fixed(original: URL, thumbnail: URL?)

    /// Openverse thumbnails are 600 pixels wide; anything up to that is served from the thumbnail.
    public static let thumbnailWidth = 600

    /// The address to fetch for an image of `width × height` pixels.
    public func url(width: Int, height: Int) -> URL {
        switch self {
        case .imgix(let raw):
            return ImageRequest(rawURL: raw, size: PixelSize(width: width, height: height)).url
        case .fixed(let original, let thumbnail):
            guard let thumbnail, width <= Self.thumbnailWidth else { return original }
            return thumbnail
        }
    }

    /// The full-size original.
    public var original: URL {
        switch self {
        case .imgix(let raw): return raw
        case .fixed(let original, _): return original
        }
    }

    /// Whether the server resizes to any size asked (so a request fetches exactly the pixels needed).
    public var isResizable: Bool {
        if case .imgix = self { return true }
        return false
    }
}
