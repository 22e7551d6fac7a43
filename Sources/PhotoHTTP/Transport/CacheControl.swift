import Foundation

/// What a `Cache-Control` header allows a private cache to keep.
public enum CacheControl {
    /// Seconds a response may be kept: its `max-age` (or `s-maxage`), none for `no-store`,
    /// `no-cache` or `private`, `fallback` when it says nothing; never more than `cap`.
    public static func lifetime(_ header: String?, fallback: TimeInterval, cap: TimeInterval) -> TimeInterval {
        guard let header else { return min(fallback, cap) }
        var maxAge: TimeInterval?
        for directive in header.lowercased().split(separator: ",") {
            let parts = directive.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = parts.first else { continue }
            switch name {
            case "no-store", "no-cache", "private": return 0
            case "max-age", "s-maxage":
                if parts.count == 2, let seconds = TimeInterval(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) {
                    maxAge = max(maxAge ?? 0, seconds)
                }
            default: break
            }
        }
        return min(maxAge ?? fallback, cap)
    }
}
