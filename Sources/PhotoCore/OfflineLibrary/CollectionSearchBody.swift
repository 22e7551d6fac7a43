/// `GET /search/collections` as the offline server writes it.
struct CollectionSearchBody: Encodable {
    let total: Int
    let totalPages: Int
    let results: [PhotoCollection]

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }
}
