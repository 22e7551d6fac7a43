import EventStream

extension PhotoService {
    /// No related photos: Unsplash's API has no such endpoint.
    public func relatedPhotos(of id: String) -> Single<[Photo]> { .just([]) }

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

    public var navigation: PhotoNavigation { [] }
}
