/// The body of `GET /search/collections`: `total`, `total_pages` and the collections (read by
/// the client, written by the offline server).
package struct CollectionSearchPage: Codable {
    var total: Int
    var totalPages: Int
    var results: [PhotoCollection]

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    package init(total: Int, totalPages: Int, results: [PhotoCollection]) {
        self.total = total
        self.totalPages = totalPages
        self.results = results
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        total = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .total) ?? 0, 1_000_000_000)
        totalPages = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .totalPages) ?? 0, 1_000_000_000)
        // One malformed collection drops that collection, not the page.
        results = try c.decode([LossyElement<PhotoCollection>].self, forKey: .results).compactMap(\.value)
    }

    /// The page as a list page numbered `page`.
    package func listPage(_ page: Int) -> ListPage<PhotoCollection> {
        ListPage(items: results, page: page, total: total, nextPage: page < totalPages ? page + 1 : nil, lastPage: totalPages)
    }
}
