import Foundation

/// The name a URL's bytes are stored under on disk: the SHA-256 of the URL with every secret
/// query parameter removed, so the access key never reaches a file name and a new key does not
/// empty the cache. A loopback address loses its port (`http://127.0.0.1:41234/images/a` is
/// stored as `http://loopback/images/a`): the offline library listens on a new ephemeral port
/// each run, and the same photo must hit the same file across runs.
public enum CacheKey {
    /// Query parameters that carry credentials (compared case-insensitively).
    public static let secretParameters: Set<String> = ["client_id", "key", "access_key", "api_key", "token", "access_token"]

    /// The URL as it is hashed: the same URL without secret parameters.
    public static func normalized(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if let host = components.host, isLoopback(host) {
            components.host = "loopback"
            components.port = nil
        }
        if let items = components.queryItems {
            let kept = items.filter { !secretParameters.contains($0.name.lowercased()) }
            components.queryItems = kept.isEmpty ? nil : kept
        }
        return components.url?.absoluteString ?? url.absoluteString
    }

    /// Whether `host` is this machine: `localhost`, 127.0.0.0/8 or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
            && bare.split(separator: ".").count == 4 && bare.split(separator: ".").allSatisfy { UInt8($0) != nil }
    }

    /// 64 hex characters naming `url`'s file.
    public static func fileName(for url: URL) -> String {
        SHA256.hex(Array(normalized(url).utf8))
    }
}
