import EventStream
import EventStreamTesting
import Foundation
import PhotoCore

/// A `PhotoService` over a small in-memory catalog that answers in virtual time on a test
/// scheduler: an editorial feed of `editorialCount` photos, and for any search `searchTotal`
/// photos whose ids start with the query. `failures` makes the next requests fail with a server
/// error. It records what was asked. Used from the test's thread only.
final class CatalogPhotoService: PhotoService, @unchecked Sendable {
    let scheduler: TestScheduler
    /// Virtual milliseconds before each answer.
    var latency = 50
    var editorialCount = 60
    var searchTotal = 75
    /// Requests still to fail (each failure counts one down).
    var failures = 0
    /// Every search asked for, in order.
    private(set) var searches: [SearchQuery] = []
    /// Editorial pages asked for, in order.
    private(set) var editorialPages: [Int] = []
    /// Full records asked for, in order.
    private(set) var photoRequests: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    static func photo(_ id: String, title: String) -> Photo { TestPhotos.photo(id, title: title) }

    func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        searches.append(query)
        let start = (query.page - 1) * query.perPage
        let ids = start..<min(searchTotal, start + query.perPage)
        let photos = ids.map { Self.photo("\(query.text)-\($0)", title: "\(query.text.capitalized) photo \($0)") }
        let pages = (searchTotal + query.perPage - 1) / query.perPage
        return answer(SearchPage(total: searchTotal, totalPages: pages, results: photos))
    }

    func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        editorialPages.append(page)
        let start = (page - 1) * perPage
        let photos = (start..<min(editorialCount, start + perPage)).map { Self.photo("e\($0)", title: "Editorial photo \($0)") }
        let last = (editorialCount + perPage - 1) / perPage
        return answer(ListPage(items: photos, page: page, total: editorialCount, perPage: perPage,
                               nextPage: page < last ? page + 1 : nil, lastPage: last))
    }

    func photo(id: String) -> Single<Photo> {
        photoRequests.append(id)
        return answer(Self.photo(id, title: "Full record of \(id)"))
    }

    func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> { answer(ListPage(items: [], page: page)) }

    func topicPhotos(topic: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> { answer(ListPage(items: [], page: page)) }

    func randomPhotos(count: Int, query: String?) -> Single<[Photo]> { .never() }

    func trackDownload(of photo: Photo) -> Single<DownloadLink> { .never() }

    var rateLimit: Observable<RateLimit?> { .just(nil) }

    /// Decided at subscription, as a real request is made then: a retry subscribes again.
    private func answer<Value>(_ value: Value) -> Single<Value> {
        Observable<Value>.deferred { [self] in
            let events: [Recorded<Event<Value>>]
            if failures > 0 {
                failures -= 1
                events = [.error(latency, PhotoServiceError.serverError(status: 500))]
            } else {
                events = [.next(latency, value), .completed(latency)]
            }
            return scheduler.createColdObservable(events).asObservable()
        }.asSingle()
    }
}
