import PhotoModel

/// What the offline library's search matches a photo against, lower-cased, as UTF-8 (byte-wise
/// substring search is an order of magnitude faster than `String.contains`, and the server runs
/// it over every photo on every search). Worked out by ``CatalogEntry`` at the first search.
struct CatalogSearchText: Sendable {
    /// Both languages, tags, author, place.
    let text: String
    /// `text` as UTF-8.
    let bytes: [UInt8]
    /// Both descriptions: matches here rank higher.
    let descriptionBytes: [UInt8]
    /// Tags: an exact tag match ranks highest.
    let tags: Set<String>

    init(english: String, korean: String, user: User, country: String, tags: [String]) {
        text = ([english, korean, user.name, user.username, country] + tags).joined(separator: " ").lowercased()
        bytes = Array(text.utf8)
        descriptionBytes = Array((english + " " + korean).lowercased().utf8)
        self.tags = Set(tags.map { $0.lowercased() })
    }
}
