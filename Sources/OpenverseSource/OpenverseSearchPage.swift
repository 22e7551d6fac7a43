import PhotoModel

/// The envelope of `/v1/images/` and `/v1/images/{id}/related/`: counts and one page of results.
///
/// Totals are not consistent between responses (anonymous results are capped near 240, and
/// `page_count` never exceeds 20), so nothing cross-checks them; `page` is `null` in related
/// answers. Paging is by `?page=N` alone: there are no paging headers.
public struct OpenverseSearchPage: Codable, Sendable, Equatable {
    public var resultCount: Int
    public var pageCount: Int
    public var pageSize: Int?
    public var page: Int?
    public var results: [OpenverseImage]

    /// Creates a page.
    public init(resultCount: Int, pageCount: Int, pageSize: Int?, page: Int?, results: [OpenverseImage]) {
        self.resultCount = resultCount
        self.pageCount = pageCount
        self.pageSize = pageSize
        self.page = page
        self.results = results
    }

    private enum CodingKeys: String, CodingKey {
        case page, results
        case resultCount = "result_count", pageCount = "page_count", pageSize = "page_size"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        results = try c.decode([OpenverseImage].self, forKey: .results)
        resultCount = ((try? c.decodeIntOrString(forKey: .resultCount)) ?? nil) ?? results.count
        pageCount = ((try? c.decodeIntOrString(forKey: .pageCount)) ?? nil) ?? (results.isEmpty ? 0 : 1)
        pageSize = (try? c.decodeIntOrString(forKey: .pageSize)) ?? nil
        page = (try? c.decodeIntOrString(forKey: .page)) ?? nil
    }

    /// The provider-neutral page: `total` is `result_count`, `totalPages` is `page_count`.
    public var searchPage: SearchPage {
        SearchPage(total: resultCount, totalPages: pageCount, results: results.map(\.photo))
    }
}
