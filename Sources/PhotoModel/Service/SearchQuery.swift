/// What to search for, with the filters sources take (which ones a source takes is in its
/// ``SourceTraits``).
public struct SearchQuery: Sendable, Equatable, Hashable {
    /// The order of the results. Each source lists those it takes (``SourceTraits/orders``); the
    /// raw value is the name on the command line and in the config file.
    public enum Order: String, Sendable, CaseIterable {
        /// Best match first (Unsplash's and Openverse's `relevant`).
        case relevant
        /// Newest first (Unsplash's `latest`; a shelf's newest added).
        case latest
        /// By folder, then file name (a folder).
        case name
        /// Newest taken first: EXIF date, else the file's time (a folder).
        case dateTaken = "date"
        /// Largest file first (a folder).
        case size

        /// The filters overlay's name for it.
        public var displayName: String {
            switch self {
            case .dateTaken: return "date taken"
            default: return rawValue
            }
        }
    }
    /// `orientation`.
    public enum Orientation: String, Sendable, CaseIterable { case landscape, portrait, squarish }
    /// `color`.
    public enum Color: String, Sendable, CaseIterable {
        case blackAndWhite = "black_and_white", black, white, yellow, orange, red, purple, magenta, green, teal, blue
    }
    /// `content_filter`: `low` (default) or `high` (strictest).
    public enum ContentFilter: String, Sendable, CaseIterable { case low, high }

    public var text: String
    /// From 1.
    public var page: Int
    /// 1 to 30.
    public var perPage: Int
    public var orderBy: Order
    public var orientation: Orientation?
    public var color: Color?
    public var contentFilter: ContentFilter
    /// Openverse only: what the licence must allow.
    public var licenseType: LicenseType?
    /// Openverse only: image size class.
    public var sizeClass: SizeClass?
    /// Openverse only: the site the works come from (`flickr`, `wikimedia` …).
    public var source: String?

    /// Creates a query; `perPage` is clamped to Unsplash's 1...30 and `page` to at least 1.
    public init(
        _ text: String, page: Int = 1, perPage: Int = 10, orderBy: Order = .relevant,
        orientation: Orientation? = nil, color: Color? = nil, contentFilter: ContentFilter = .low
    ) {
        self.text = text
        self.page = max(1, page)
        self.perPage = min(30, max(1, perPage))
        self.orderBy = orderBy
        self.orientation = orientation
        self.color = color
        self.contentFilter = contentFilter
    }

    /// The same query at another page.
    public func page(_ page: Int) -> SearchQuery {
        var copy = self
        copy.page = max(1, page)
        return copy
    }

    /// Query parameters in a stable order (the cache key depends on it).
    package var parameters: [(String, String)] {
        // Unsplash knows relevant and latest; the others are other sources' orders.
        let order = orderBy == .latest ? orderBy.rawValue : Order.relevant.rawValue
        var items = [("query", text), ("page", String(page)), ("per_page", String(perPage)), ("order_by", order)]
        if let orientation { items.append(("orientation", orientation.rawValue)) }
        if let color { items.append(("color", color.rawValue)) }
        items.append(("content_filter", contentFilter.rawValue))
        return items
    }
}
