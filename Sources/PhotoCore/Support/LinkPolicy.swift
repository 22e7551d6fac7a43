import Foundation

/// Which links from the network may be opened or copied: `https`, and `http` to this machine
/// only. A server could otherwise hand the browser `file:///etc/passwd`, `javascript:` or a
/// custom scheme that starts a program.
public enum LinkPolicy {
    /// `nil` when `url` may be opened or copied; otherwise one line saying why not.
    public static func refusal(for url: URL) -> String? {
        let scheme = url.scheme?.lowercased() ?? ""
        guard let host = url.host, !host.isEmpty else { return "Not opening a link without a host." }
        switch scheme {
        case "https": return nil
        case "http" where CacheKey.isLoopback(host): return nil
        case "http": return "Not opening an unencrypted http:// link."
        default: return "Not opening a \(scheme.isEmpty ? "schemeless" : String(scheme.prefix(20)) + ":") link: only https is allowed."
        }
    }

    /// Whether `url` may be opened or copied.
    public static func allows(_ url: URL) -> Bool { refusal(for: url) == nil }
}
