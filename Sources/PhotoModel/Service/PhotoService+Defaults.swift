import EventStream

extension PhotoService {
    /// No related photos: Unsplash's API has no such endpoint.
    public func relatedPhotos(of id: String) -> Single<[Photo]> { .just([]) }

    /// The related photos, without headings.
    public func relatedPage(of id: String) -> Single<SearchPage> {
        relatedPhotos(of: id).map { SearchPage(total: $0.count, totalPages: 1, results: $0) }
    }

    /// A source without photographer pages answers that it has none.
    public func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        .error(PhotoServiceError.notFound(message: "this source has no photographer pages"))
    }

    /// A source without collections answers that it has none.
    public func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>> {
        .error(PhotoServiceError.notFound(message: "this source has no collections"))
    }

    /// A source without collections answers that it has none.
    public func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        .error(PhotoServiceError.notFound(message: "this source has no collections"))
    }

    /// The screens past a search the source offers (its traits').
    public var navigation: PhotoNavigation { traits.navigation }

    /// Nothing to warn about.
    public var warning: String? { nil }

    /// Nothing to index.
    public var scanProgress: Observable<FolderScanProgress>? { nil }

    /// The first page's total.
    public func count(_ query: SearchQuery) -> Single<Int> { searchPhotos(query.page(1)).map(\.total) }

    /// Nothing runs in the background.
    public func stop() {}

    /// Nothing changes under a list.
    public var changes: Observable<Void>? { nil }

    /// Nothing to tell while running.
    public var notices: Observable<String>? { nil }

    /// No groups to jump by.
    public func jumpTarget(in query: SearchQuery, from position: Int, jump: TimelineJump) -> Single<Int?> { .just(nil) }
}
