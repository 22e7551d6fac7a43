/// A tag of a full photo (`{"type": "search", "title": "rug"}`); only the title matters here.
public struct Tag: Codable, Sendable, Equatable, Hashable {
    public var title: String
    public var type: String?

    /// Creates a tag.
    public init(title: String, type: String? = "search") {
        self.title = title
        self.type = type
    }
}
