/// Caps on what a payload may put on screen, applied when it is decoded (before any layout):
/// text lengths, and numbers clamped into ranges a display can show.
public enum TextLimits {
    /// Titles, descriptions, bios.
    public static let longText = 2000
    /// Names, usernames, ids, tags, places, colours.
    public static let shortText = 200
    /// The largest count shown (likes, views, totals): a trillion.
    public static let maxCount = 1_000_000_000_000
    /// The largest side of a photo in pixels.
    public static let maxDimension = 1_000_000

    /// `text` cut to `limit` characters.
    public static func cap(_ text: String, _ limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit)) : text
    }

    /// `text` cut to `limit` characters, `nil` kept.
    public static func cap(_ text: String?, _ limit: Int) -> String? { text.map { cap($0, limit) } }

    /// `value` clamped to 0...`limit`.
    public static func clamp(_ value: Int, _ limit: Int = maxCount) -> Int { min(max(value, 0), limit) }

    /// `value` clamped to 0...`limit`, `nil` kept.
    public static func clamp(_ value: Int?, _ limit: Int = maxCount) -> Int? { value.map { clamp($0, limit) } }
}
