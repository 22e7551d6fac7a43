/// One page of a plain list endpoint (`/photos`, `/topics`, `/topics/:id/photos`): the items from
/// the body, the total from the `X-Total` header, and the next and last pages from `Link`.
public struct ListPage<Item: Sendable & Equatable>: Sendable, Equatable {
    public var items: [Item]
    /// The page these items are.
    public var page: Int
    /// `X-Total`, when the server sent it.
    public var total: Int?
    /// `X-Per-Page`, when the server sent it.
    public var perPage: Int?
    /// The page `Link` calls `next`; `nil` on the last page.
    public var nextPage: Int?
    /// The page `Link` calls `last`.
    public var lastPage: Int?

    /// Creates a page.
    public init(items: [Item], page: Int, total: Int? = nil, perPage: Int? = nil, nextPage: Int? = nil, lastPage: Int? = nil) {
        self.items = items
        self.page = page
        self.total = total
        self.perPage = perPage
        self.nextPage = nextPage
        self.lastPage = lastPage
    }

    /// Whether this is the last page worth asking for: empty, or with no `next` link and at or
    /// past the `last` one (a server that sends no links has no more pages).
    public var isLast: Bool { items.isEmpty || (nextPage == nil && (lastPage.map { page >= $0 } ?? true)) }
}
