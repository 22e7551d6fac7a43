/// One page of `GET /search/photos`: the body's `total`, `total_pages` and `results`.
///
/// Unsplash caps `total` near 10,000, returns empty pages past 200, and may repeat a photo on two
/// pages; callers that append pages drop duplicates by id.
public struct SearchPage: Codable, Sendable, Equatable {
    public var total: Int
    public var totalPages: Int
    public var results: [Photo]

    /// Creates a page.
    public init(total: Int, totalPages: Int, results: [Photo]) {
        self.total = total
        self.totalPages = totalPages
        self.results = results
    }

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    /// Whether page `page` is the last one worth asking for.
    public func isLast(page: Int) -> Bool { results.isEmpty || page >= totalPages }
}
