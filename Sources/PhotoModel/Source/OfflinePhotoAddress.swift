import Foundation

/// Where an offline photo's images are. They live on one run's loopback port, which dies with
/// the run, so the library keeps an offline photo by its id, with its addresses on a placeholder
/// host, and a later run puts its own server's address back before showing it.
///
/// ```swift
/// let kept = OfflinePhotoAddress.stored(photo)                    // http://offline-library.invalid/images/ID…
/// let shown = OfflinePhotoAddress.resolved(kept, against: source.baseURL)
/// ```
public enum OfflinePhotoAddress {
    /// The host stored addresses name (`.invalid` never resolves).
    public static let placeholder = URL(string: "http://offline-library.invalid")!

    /// Whether `url` is a stored address not yet put on a running server.
    public static func isPlaceholder(_ url: URL?) -> Bool { url?.host == placeholder.host }

    /// `photo` with its addresses on the placeholder host (an offline photo's only; others as
    /// they are).
    public static func stored(_ photo: Photo) -> Photo { rebased(photo, onto: placeholder) }

    /// `photo` with its addresses on `base` (a running offline server), when it is an offline
    /// photo kept by ``stored(_:)`` or from an earlier run.
    public static func resolved(_ photo: Photo, against base: URL) -> Photo { rebased(photo, onto: base) }

    private static func rebased(_ photo: Photo, onto base: URL) -> Photo {
        guard photo.provider == .offline else { return photo }
        var photo = photo
        let move = { (url: URL) in rebase(url, onto: base) }
        photo.urls = PhotoURLs(raw: move(photo.urls.raw), full: move(photo.urls.full), regular: move(photo.urls.regular),
                               small: move(photo.urls.small), thumb: move(photo.urls.thumb))
        photo.links = PhotoLinks(api: photo.links.api.map(move), html: photo.links.html.map(move),
                                 download: photo.links.download.map(move), downloadLocation: photo.links.downloadLocation.map(move))
        return photo
    }

    /// `url` on `base`'s scheme, host and port, when it is on loopback or the placeholder (an
    /// address elsewhere is not the offline server's, and is left alone).
    private static func rebase(_ url: URL, onto base: URL) -> URL {
        guard let host = url.host, CacheKey.isLoopback(host) || host == placeholder.host,
              var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        parts.scheme = base.scheme
        parts.host = base.host
        parts.port = base.port
        return parts.url ?? url
    }
}
