import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoModel

/// A `PhotoService` for view-model tests: every request is answered by a script, in virtual
/// time, as a cold observable on the test scheduler; the service records what was asked, when,
/// and when each subscription was disposed (a cancelled request ends before its answer).
/// Used from the test's thread only, hence unchecked `Sendable`.
final class ScriptedPhotoService: PhotoService, @unchecked Sendable {
    /// What a request asked for.
    enum Request: Equatable {
        case search(String, page: Int)
        case editorial(page: Int)
        case topics
        case topicPhotos(String)
        case photo(String)
        case trackDownload(String)
        case userPhotos(String, page: Int)
        case collections(String?, page: Int)
        case collectionPhotos(String, page: Int)
        case related(String)
    }

    /// One request: what, and the subscriptions of the cold observable that answered it.
    struct Call {
        let request: Request
        let query: SearchQuery?
        let subscriptions: () -> [Subscription]
    }

    /// An answer after `delay` virtual milliseconds.
    struct Reply<Value> {
        let delay: Int
        let result: Result<Value, PhotoServiceError>

        static func success(_ value: Value, after delay: Int = 100) -> Reply { Reply(delay: delay, result: .success(value)) }
        static func failure(_ error: PhotoServiceError, after delay: Int = 100) -> Reply { Reply(delay: delay, result: .failure(error)) }
        /// Never answers (the request hangs until cancelled).
        static var never: Reply { Reply(delay: -1, result: .failure(.timedOut)) }
    }

    let scheduler: TestScheduler
    var searchScript: (SearchQuery) -> Reply<SearchPage> = { _ in .never }
    var editorialScript: (Int) -> Reply<ListPage<Photo>> = { _ in .never }
    var topicsScript: () -> Reply<ListPage<Topic>> = { .never }
    var topicPhotosScript: (String) -> Reply<ListPage<Photo>> = { _ in .never }
    var photoScript: (String) -> Reply<Photo> = { _ in .never }
    var trackDownloadScript: (Photo) -> Reply<DownloadLink> = { _ in .never }
    var userPhotosScript: (String, Int) -> Reply<ListPage<Photo>> = { _, _ in .never }
    var collectionsScript: (String?, Int) -> Reply<ListPage<PhotoCollection>> = { _, _ in .never }
    var collectionPhotosScript: (String, Int) -> Reply<ListPage<Photo>> = { _, _ in .never }
    var relatedScript: (String) -> Reply<[Photo]> = { _ in .never }
    /// Quota figures the service announces, at absolute virtual times.
    var rateLimitEvents: [Recorded<Event<RateLimit>>] = []

    private(set) var calls: [Call] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The requests in the order they were made.
    var requests: [Request] { calls.map(\.request) }

    /// The subscriptions of the requests matching `request`, in order.
    func subscriptions(of request: Request) -> [Subscription] {
        calls.filter { $0.request == request }.flatMap { $0.subscriptions() }
    }

    func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        answer(.search(query.text, page: query.page), query: query, searchScript(query))
    }

    func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        answer(.editorial(page: page), editorialScript(page))
    }

    func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> {
        answer(.topics, topicsScript())
    }

    func topicPhotos(topic: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        answer(.topicPhotos(topic), topicPhotosScript(topic))
    }

    func photo(id: String) -> Single<Photo> {
        answer(.photo(id), photoScript(id))
    }

    func trackDownload(of photo: Photo) -> Single<DownloadLink> {
        answer(.trackDownload(photo.id), trackDownloadScript(photo))
    }

    func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        answer(.userPhotos(username, page: page), userPhotosScript(username, page))
    }

    func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>> {
        answer(.collections(query, page: page), collectionsScript(query, page))
    }

    func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        answer(.collectionPhotos(id, page: page), collectionPhotosScript(id, page))
    }

    func relatedPhotos(of id: String) -> Single<[Photo]> {
        answer(.related(id), relatedScript(id))
    }

    /// Unsplash's traits by default.
    var traits = SourceTraits(
        id: .unsplash, name: "Unsplash", locality: .remote, extent: .openEnded, orders: [.relevant, .latest],
        filters: [.orientation, .color], navigation: .all, filteredScreens: [.related], quota: .hour, credit: .unsplash,
        homeFeed: .editorial(heading: "Editorial"), maxPageSize: 30)

    func randomPhotos(count: Int, query: String?) -> Single<[Photo]> {
        .never()
    }

    /// Like the real client's: the current figures (`nil` at first) to each new subscriber, then
    /// the scripted ones.
    var rateLimit: Observable<RateLimit?> { rateLimitSource.map { Optional($0) }.startWith(nil) }

    /// Kept here: a hot test source that nobody holds stops sending.
    private lazy var rateLimitSource = scheduler.createHotObservable(rateLimitEvents)

    /// A cold observable that plays `reply` relative to each subscription (so a request made
    /// before it is subscribed is timed from its subscription, like a real transfer).
    private func answer<Value>(_ request: Request, query: SearchQuery? = nil, _ reply: Reply<Value>) -> Single<Value> {
        let events: [Recorded<Event<Value>>]
        switch (reply.delay, reply.result) {
        case (..<0, _): events = []
        case (let delay, .success(let value)): events = [.next(delay, value), .completed(delay)]
        case (let delay, .failure(let error)): events = [.error(delay, error)]
        }
        let source = scheduler.createColdObservable(events)
        calls.append(Call(request: request, query: query, subscriptions: { source.subscriptions }))
        return source.asSingle()
    }
}
