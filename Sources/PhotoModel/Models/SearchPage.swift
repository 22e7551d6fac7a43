/// One page of `GET /search/photos`: the body's `total`, `total_pages` and `results`.
///
/// Unsplash caps `total` near 10,000, returns empty pages past 200, and may repeat a photo on two
/// pages; callers that append pages drop duplicates by id.
public struct SearchPage: Codable, Sendable, Equatable {
    public var total: Int
    public var totalPages: Int
    public var results: [Photo]
    /// Whether `total` (and `totalPages`) are final. A folder still being scanned answers with
    /// the matches found so far and `false`; ``PhotoService/count(_:)`` gives the final count.
    /// Not part of the JSON.
    public var isTotalExact = true
    /// Headings to show before results, by the result's position on this page: the days of a
    /// folder's timeline ("Sat 14 Jun 2024 · Jeju · 37 photos"). Not part of the JSON.
    public var sections: [Int: String] = [:]

    /// Creates a page.
    public init(total: Int, totalPages: Int, results: [Photo], isTotalExact: Bool = true) {
        self.total = total
        self.totalPages = totalPages
        self.results = results
        self.isTotalExact = isTotalExact
    }

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        total = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .total) ?? 0, 1_000_000_000)
        totalPages = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .totalPages) ?? 0, 1_000_000_000)
        // One malformed photo drops that photo, not the page.
        results = try c.decode([LossyElement<Photo>].self, forKey: .results).compactMap(\.value)
    }

    /// Whether page `page` is the last one worth asking for.
    public func isLast(page: Int) -> Bool { results.isEmpty || page >= totalPages }
}
