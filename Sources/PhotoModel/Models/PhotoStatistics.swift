/// `GET /photos/:id/statistics`: total downloads and views (Unsplash dropped `likes` in 2025).
public struct PhotoStatistics: Codable, Sendable, Equatable {
    public var id: String
    public var downloads: Int?
    public var views: Int?

    private enum CodingKeys: String, CodingKey { case id, downloads, views }
    private enum TotalKeys: String, CodingKey { case total }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        downloads = try c.decodeIfPresent(Total.self, forKey: .downloads)?.total
        views = try c.decodeIfPresent(Total.self, forKey: .views)?.total
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(downloads.map(Total.init), forKey: .downloads)
        try c.encodeIfPresent(views.map(Total.init), forKey: .views)
    }

    /// The `{"total": n, "historical": …}` wrapper; only the total is kept.
    private struct Total: Codable {
        var total: Int
    }
}
