import PhotoCore

/// How a photo's rating and reject show: "★★★★☆" on rows, tiles and the detail's title, "✕" for
/// a rejected photo (its stars after it, kept for when the reject is taken back), a "?" after
/// either while the library has not kept it; in plain mode, in words.
enum CullingBadge {
    /// "✕ ★★★☆☆", "★★★★★", "✕", or "" when the photo has neither; `unsaved` adds " (not saved)"
    /// in words, "?" in symbols.
    static func symbols(_ rating: PhotoRating, unsaved: Bool = false) -> String {
        let parts = [rating.isRejected ? "✕" : "", rating.starText].filter { !$0.isEmpty }
        guard !parts.isEmpty else { return "" }
        return parts.joined(separator: " ") + (unsaved ? "?" : "")
    }

    /// "rated 4 of 5", "rejected", "rejected, rated 2 of 5"; nil when neither.
    static func words(_ rating: PhotoRating, unsaved: Bool = false) -> String? {
        var parts: [String] = []
        if rating.isRejected { parts.append("rejected") }
        if rating.stars > 0 { parts.append("rated \(rating.stars) of \(PhotoRating.maximumStars)") }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: ", ") + (unsaved ? " (not saved)" : "")
    }
}
