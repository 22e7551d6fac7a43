import EventStream
import Foundation
import PhotoModel

/// A shelf of the library (favourites, recently viewed, downloads) as a photo source, so the
/// browser shows it in the same list: the home feed is the whole shelf, newest first; a search
/// keeps the photos whose title, description, author or tags contain every word; both page.
///
/// Answers come from SQLite on a queue of their own, never the caller's thread. Photos keep the
/// records they were stored with (provider, licence, credit, file), so the shelf browses with no
/// network and credits each photo as its provider does (their images come from the disk cache
/// while it has them). An offline-library photo's images are put on this run's offline server.
/// An original is fetched from the image address the record names, without a provider's
/// download tracking, which needs the provider's own client.
public final class LibraryPhotoService: PhotoService {
    private let library: PhotoLibrary
    /// What the shelf shows.
    public let shelf: LibraryShelf
    private let offlineBaseURL: @Sendable () -> URL?
    private let queue = DispatchQueue(label: "photo-tui.library")

    /// - Parameter offlineBaseURL: where this run's offline library serves images (started when
    ///   first asked, off the caller's thread); `nil` leaves offline photos without images.
    public init(library: PhotoLibrary, shelf: LibraryShelf, offlineBaseURL: @escaping @Sendable () -> URL? = { nil }) {
        self.library = library
        self.shelf = shelf
        self.offlineBaseURL = offlineBaseURL
    }

    /// A finite local list, newest first, each photo credited by its own provider's rules.
    public var traits: SourceTraits {
        SourceTraits(
            id: .library, name: shelf.title, locality: .local, extent: .finite, orders: [.latest], filters: [],
            navigation: [], quota: nil, credit: .perPhoto, homeFeed: .everything, maxPageSize: 30)
    }

    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        let shown = self.shown
        return read { library, shelf in
            let perPage = max(1, query.perPage)
            let (photos, total) = try library.photos(
                on: shelf, matching: query.text, offset: (max(1, query.page) - 1) * perPage, limit: perPage)
            return SearchPage(total: total, totalPages: (total + perPage - 1) / perPage, results: photos.map(shown))
        }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        let shown = self.shown
        return read { library, shelf in
            let perPage = max(1, perPage), page = max(1, page)
            let (photos, total) = try library.photos(on: shelf, offset: (page - 1) * perPage, limit: perPage)
            let last = max(1, (total + perPage - 1) / perPage)
            return ListPage(items: photos.map(shown), page: page, total: total, perPage: perPage,
                            nextPage: page < last ? page + 1 : nil, lastPage: last)
        }
    }

    public func photo(id: String) -> Single<Photo> {
        let shown = self.shown
        return read { library, _ in
            guard let photo = library.photo(id: id) else {
                throw PhotoServiceError.notFound(message: "This photo is no longer in your library")
            }
            return shown(photo)
        }
    }

    public func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> { .just(ListPage(items: [], page: page, total: 0)) }

    public func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        .just(ListPage(items: [], page: page, total: 0))
    }

    public func randomPhotos(count: Int, query: String?) -> Single<[Photo]> { .just([]) }

    public func trackDownload(of photo: Photo) -> Single<DownloadLink> { .just(DownloadLink(url: photo.urls.full)) }

    public func relatedPhotos(of id: String) -> Single<[Photo]> { .just([]) }

    public var rateLimit: Observable<RateLimit?> { .just(nil) }

    /// `photo` as this run shows it: an offline photo's images on this run's server.
    private static func shown(_ photo: Photo, offlineBaseURL: () -> URL?) -> Photo {
        guard photo.provider == .offline, let base = offlineBaseURL() else { return photo }
        return OfflinePhotoAddress.resolved(photo, against: base)
    }

    /// `photo` as this run shows it (see ``shown(_:offlineBaseURL:)``).
    private var shown: @Sendable (Photo) -> Photo {
        let offlineBaseURL = offlineBaseURL
        return { Self.shown($0, offlineBaseURL: offlineBaseURL) }
    }

    private func read<T>(_ body: @escaping @Sendable (PhotoLibrary, LibraryShelf) throws -> T) -> Single<T> {
        let library = library, shelf = shelf, queue = queue
        return Single.create { observer in
            let callback = CrossThreadObserver(observer)
            let cancelled = CancellationFlag()
            queue.async {
                guard !cancelled.isSet else { return }
                callback.observer(Result { try body(library, shelf) })
            }
            return Disposables.create { cancelled.set() }
        }
    }
}
