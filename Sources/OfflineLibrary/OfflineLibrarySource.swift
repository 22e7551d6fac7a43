import EventStream
import Foundation
import PhotoHTTP
import PhotoModel
import UnsplashSource

/// The offline library as a source: photo-tui's synthetic catalog, served in-process on an
/// ephemeral loopback port in Unsplash's API dialect and read through an ``UnsplashClient``, so
/// it pages, caches and fails exactly as Unsplash does. Its photos are its own, though: every
/// photo that comes through is marked `.offline`, so it is credited as synthetic (never "on
/// Unsplash"), downloaded without "unsplash" in its name, and kept in the library by id
/// (``OfflinePhotoAddress``).
///
/// ```swift
/// let source = try OfflineLibrarySource.start(catalog: OfflineCatalog(seed: 1, count: 1000))
/// source.searchPhotos(SearchQuery("sea")).subscribe(onSuccess: { page in … })
/// ```
public final class OfflineLibrarySource: PhotoService {
    /// The in-process server (keep it running while the source is used).
    public let server: OfflineServer
    private let client: UnsplashClient
    /// The launch's early request for the first page (``warmFirstPage(perPage:)``).
    private let warming = SerialDisposable()
    /// Its answer, decoded once, for the first ask for that page; `nil` once taken.
    private let warmed = Locked<WarmedPage?>(nil)

    /// The first page asked for ahead (page 1 of this size) and its answer, shared (replayed to
    /// who comes after).
    private struct WarmedPage {
        let perPage: Int
        let answer: Single<ListPage<Photo>>
    }

    /// Reads `server`, which listens at `client`'s base URL.
    public init(server: OfflineServer, client: UnsplashClient) {
        self.server = server
        self.client = client
    }

    /// Starts `catalog` on an ephemeral loopback port and reads it. Its answers name image
    /// addresses on this run's port, so they are kept in memory only (the images are cached on
    /// disk: their cache keys leave the loopback port out). `faults` are in force from the first
    /// request on.
    public static func start(
        catalog: OfflineCatalog, transport: CurlTransport = .shared, faults: FaultInjection = FaultInjection()
    ) throws -> OfflineLibrarySource {
        let server = OfflineServer(catalog: catalog, faults: faults)
        let url = try server.startAndWait()
        let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: nil, cacheDirectory: nil), transport: transport)
        return OfflineLibrarySource(server: server, client: client)
    }

    /// Asks for the editorial feed's first page (`perPage` photos) now, as the browser's home
    /// feed will: its request then joins this one in flight, or finds the answer in the client's
    /// cache (as any repeated request does), rather than starting only once the screen is up.
    /// Nothing else changes: the same request, to the same server, once. Its answer is decoded
    /// once, too: the first ``listPhotos(page:perPage:)`` of that page and size gets it (at once,
    /// or when it comes; asking again if it failed); later ones ask the client as usual.
    /// - Parameter answered: called once the answer (or failure) has come, on the network thread.
    public func warmFirstPage(perPage: Int, answered: @escaping @Sendable () -> Void = {}) {
        let answer = client.listPhotos(page: 1, perPage: perPage).map(Self.own).asObservable()
            .share(replay: 1, scope: .forever).asSingle()
        warmed.withLock { $0 = WarmedPage(perPage: perPage, answer: answer) }
        warming.disposable = answer.subscribe(onSuccess: { _ in answered() }, onFailure: { _ in answered() })
    }

    /// Where this run's server listens: stored photos get their image addresses on it again.
    public var baseURL: URL { client.configuration.baseURL }

    /// Said whenever the browser opens on it, so nobody takes its photos for real ones.
    public static let note = "synthetic photos · set UNSPLASH_ACCESS_KEY for Unsplash"

    public var traits: SourceTraits {
        // Everything Unsplash's API has, served from this machine: a catalog with exact counts,
        // and the quota figures a real server sends (so a frugal browser can be tried here).
        SourceTraits(
            id: .offline, name: "offline library", locality: .local, extent: .finite, orders: [.relevant, .latest],
            filters: [.orientation, .color], navigation: .all, filteredScreens: [.related], quota: .hour, credit: .synthetic,
            homeFeed: .editorial(heading: "Editorial"), maxPageSize: 30, note: Self.note)
    }

    // MARK: - The API, its photos marked as the offline library's

    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        client.searchPhotos(query).map { page in
            var page = page
            page.results = page.results.map(Self.own)
            return page
        }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        let ahead = warmed.withLock { warmed -> Single<ListPage<Photo>>? in
            guard page == 1, let made = warmed, made.perPage == perPage else { return nil }
            warmed = nil
            return made.answer
        }
        let asking = client.listPhotos(page: page, perPage: perPage).map(Self.own)
        // A warm ask that failed is not the feed's answer: the feed asks again, as it would have.
        return ahead.map { $0.catch { _ in asking } } ?? asking
    }

    public func photo(id: String) -> Single<Photo> { client.photo(id: id).map(Self.own) }

    public func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> {
        client.topics(page: page, perPage: perPage).map { Self.owningCovers($0, \.coverPhoto) }
    }

    public func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        client.topicPhotos(topic: idOrSlug, page: page, perPage: perPage).map(Self.own)
    }

    public func randomPhotos(count: Int, query: String?) -> Single<[Photo]> {
        client.randomPhotos(count: count, query: query).map { $0.map(Self.own) }
    }

    /// Counted by the server, as Unsplash counts downloads.
    public func trackDownload(of photo: Photo) -> Single<DownloadLink> { client.trackDownload(of: photo) }

    public func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        client.userPhotos(username: username, page: page, perPage: perPage).map(Self.own)
    }

    public func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>> {
        client.collections(matching: query, page: page, perPage: perPage).map { Self.owningCovers($0, \.coverPhoto) }
    }

    public func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        client.collectionPhotos(collection: id, page: page, perPage: perPage).map(Self.own)
    }

    public var rateLimit: Observable<RateLimit?> { client.rateLimit }

    /// Stops the server.
    public func stop() {
        warming.dispose()
        let server = self.server
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.stop(timeout: 0)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 0.25)
    }

    /// `photo` as the offline library's.
    static func own(_ photo: Photo) -> Photo {
        var photo = photo
        photo.provider = .offline
        return photo
    }

    /// A page of topics or collections with their cover photos the offline library's.
    private static func owningCovers<Item>(_ list: ListPage<Item>, _ cover: WritableKeyPath<Item, Photo?>) -> ListPage<Item> {
        var list = list
        for index in list.items.indices { list.items[index][keyPath: cover] = list.items[index][keyPath: cover].map(own) }
        return list
    }

    private static func own(_ list: ListPage<Photo>) -> ListPage<Photo> {
        var list = list
        list.items = list.items.map(own)
        return list
    }
}
