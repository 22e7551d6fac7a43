/// The folders of the one disk cache: images and API answers share its byte budget and its
/// least-recently-used order.
public enum DiskCacheNamespace: String, Sendable, CaseIterable {
    /// Image bytes, named by ``CacheKey``; kept ``DiskImageCache/imageMaxAge`` after their last use.
    case images
    /// API answers, named by the SHA-256 of the request; kept for the client's time to live.
    case api
}
