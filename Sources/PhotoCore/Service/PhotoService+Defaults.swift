import EventStream

extension PhotoService {
    /// No related photos: Unsplash's API has no such endpoint.
    public func relatedPhotos(of id: String) -> Single<[Photo]> { .just([]) }
}
