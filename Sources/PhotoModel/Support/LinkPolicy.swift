import Foundation

/// Which links from the network may be opened or copied: `https`, and `http` to this machine
/// only, never with a user name or password in them. A server could otherwise hand the browser
/// `file:///etc/passwd`, `javascript:` or a custom scheme that starts a program, or a link such
/// as `https://unsplash.com:photo@evil.example/` that reads as Unsplash's and goes elsewhere,
/// logging in with credentials the person never chose.
public enum LinkPolicy {
    /// `nil` when `url` may be opened or copied; otherwise one line saying why not.
    public static func refusal(for url: URL) -> String? {
        let scheme = url.scheme?.lowercased() ?? ""
        guard let host = url.host, !host.isEmpty else { return "Not opening a link without a host." }
        if url.user != nil || url.password != nil {
            return "Not opening a link with a user name or password in it (it goes to \(EchoedValue.text(host)))."
        }
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
