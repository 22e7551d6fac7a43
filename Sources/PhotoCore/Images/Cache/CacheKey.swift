import Foundation

/// The name a URL's bytes are stored under on disk: the SHA-256 of the URL with every secret
/// query parameter removed, so the access key never reaches a file name and a new key does not
/// empty the cache.
public enum CacheKey {
    /// Query parameters that carry credentials (compared case-insensitively).
    public static let secretParameters: Set<String> = ["client_id", "key", "access_key", "api_key", "token", "access_token"]

    /// The URL as it is hashed: the same URL without secret parameters.
    public static func normalized(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let items = components.queryItems else { return url.absoluteString }
        let kept = items.filter { !secretParameters.contains($0.name.lowercased()) }
        components.queryItems = kept.isEmpty ? nil : kept
        return components.url?.absoluteString ?? url.absoluteString
    }

    /// 64 hex characters naming `url`'s file.
    public static func fileName(for url: URL) -> String {
        SHA256.hex(Array(normalized(url).utf8))
    }
}
