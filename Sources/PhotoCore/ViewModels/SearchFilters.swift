import PhotoModel

/// The filters overlay's choices; changing them searches again at once.
public struct SearchFilters: Equatable, Sendable {
    public var orderBy: SearchOrder
    public var orientation: Orientation?
    public var color: PhotoColor?
    /// Openverse only: what the licence must allow.
    public var licenseType: SearchQuery.LicenseType?

    /// Creates filters; the defaults are Unsplash's (relevance, any orientation, any colour).
    public init(orderBy: SearchOrder = .relevant, orientation: Orientation? = nil, color: PhotoColor? = nil) {
        self.orderBy = orderBy
        self.orientation = orientation
        self.color = color
    }

    /// The first page of a search for `text` with these filters.
    public func query(_ text: String, perPage: Int) -> SearchQuery {
        var query = SearchQuery(text, page: 1, perPage: perPage, orderBy: orderBy, orientation: orientation, color: color)
        query.licenseType = licenseType
        return query
    }
}
