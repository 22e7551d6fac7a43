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
    /// The editorial feed's photo at an index ("Editorial photo N" by default).
    var editorialPhoto: (Int) -> Photo = { CatalogPhotoService.photo("e\($0)", title: "Editorial photo \($0)") }
    var searchTotal = 75
    /// Requests still to fail (each failure counts one down).
    var failures = 0
    /// Every search asked for, in order.
    private(set) var searches: [SearchQuery] = []
    /// Editorial pages asked for, in order.
    private(set) var editorialPages: [Int] = []
    /// Full records asked for, in order.
    private(set) var photoRequests: [String] = []
    /// Every request, as its API path with ids elided (`/photos/:id`), in order.
    private(set) var requestLog: [String] = []
    /// Topic titles the home feed may show (none by default).
    var topicTitles: [String] = []
    /// Whether downloads are tracked (answered), so that they start; off, none does.
    var tracksDownloads = false
    /// The quota figures each answer reports; `nil` for none.
    var quota: RateLimit?
    private let rateLimitRelay = BehaviorRelay<RateLimit?>(value: nil)

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    static func photo(_ id: String, title: String) -> Photo { TestPhotos.photo(id, title: title) }

    func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        searches.append(query)
        requestLog.append("/search/photos")
        let start = (query.page - 1) * query.perPage
        let ids = start..<min(searchTotal, start + query.perPage)
        let photos = ids.map { Self.photo("\(query.text)-\($0)", title: "\(query.text.capitalized) photo \($0)") }
        let pages = (searchTotal + query.perPage - 1) / query.perPage
        var page = SearchPage(total: searchTotal, totalPages: pages, results: photos)
        if let photosPerDay {
            for (at, id) in ids.enumerated() where id % photosPerDay == 0 { page.sections[at] = "Day \(id / photosPerDay)" }
        }
        return answer(page)
    }

    /// A timeline: a search's photos in days of this many (a heading before each), months of
    /// ``daysPerMonth`` days; `nil`: no days, and no jumps (the default).
    var photosPerDay: Int?
    var daysPerMonth = 10
    /// Every jump asked for: from where, which.
    private(set) var jumps: [(from: Int, jump: TimelineJump)] = []

    func jumpTarget(in query: SearchQuery, from position: Int, jump: TimelineJump) -> Single<Int?> {
        jumps.append((position, jump))
        requestLog.append("jump")
        guard let photosPerDay else { return answer(nil) }
        let size = jump.unit == .day ? photosPerDay : photosPerDay * daysPerMonth
        let start = position / size * size
        let target = jump.forward ? start + size : (start < position ? start : start - size)
        return answer(target >= 0 && target < searchTotal ? target : nil)
    }

    func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        editorialPages.append(page)
        requestLog.append("/photos")
        let start = (page - 1) * perPage
        let photos = (start..<min(editorialCount, start + perPage)).map(editorialPhoto)
        let last = (editorialCount + perPage - 1) / perPage
        return answer(ListPage(items: photos, page: page, total: editorialCount, perPage: perPage,
                               nextPage: page < last ? page + 1 : nil, lastPage: last))
    }

    func photo(id: String) -> Single<Photo> {
        photoRequests.append(id)
        requestLog.append("/photos/:id")
        return answer(Self.photo(id, title: "Full record of \(id)"))
    }

    func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> {
        requestLog.append("/topics")
        let topics = topicTitles.prefix(perPage).map { Topic(id: $0.lowercased(), slug: $0.lowercased(), title: $0) }
        return answer(ListPage(items: Array(topics), page: page, total: topicTitles.count))
    }

    func topicPhotos(topic: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        requestLog.append("/topics/:slug/photos")
        let photos = (0..<perPage).map { Self.photo("\(topic)-\($0)", title: "\(topic.capitalized) photo \($0)") }
        return answer(ListPage(items: photos, page: page))
    }

    /// What the source states: Unsplash's traits by default (an editorial home with topics,
    /// everything its API offers, an hourly quota), under the status line's name the browser
    /// tests have always read ("offline library"); its photos are Unsplash's (`TestPhotos`).
    var traits = SourceTraits(
        id: .unsplash, name: "offline library", locality: .remote, extent: .openEnded, orders: [.relevant, .latest],
        filters: [.orientation, .color], navigation: .all, filteredScreens: [.related], quota: .hour, credit: .unsplash,
        homeFeed: .editorial(heading: "Editorial"), maxPageSize: 30)

    /// A folder's traits: every photo as the home feed (no editorial feed, no topics), exact
    /// counts, its three orders, no quota.
    static let folderTraits = SourceTraits(
        id: .folder, name: "Pictures", locality: .local, extent: .finite, orders: [.name, .dateTaken, .size],
        filters: [.orientation], navigation: [], quota: nil, credit: .ownFile, homeFeed: .everything, photosAreFiles: true,
        maxPageSize: 30)

    /// What the source offers besides search (all, as Unsplash, by default).
    var navigation: PhotoNavigation {
        get { traits.navigation }
        set { traits.navigation = newValue }
    }
    /// Photos each photographer has.
    var photographerTotal = 45

    func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        requestLog.append("/users/:username/photos")
        let start = (page - 1) * perPage
        let photos = (start..<min(photographerTotal, start + perPage)).map { Self.photo("\(username)-\($0)", title: "Photo \($0) by \(username)") }
        let last = (photographerTotal + perPage - 1) / perPage
        return answer(ListPage(items: photos, page: page, total: photographerTotal, nextPage: page < last ? page + 1 : nil, lastPage: last))
    }

    func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>> {
        requestLog.append(query == nil ? "/collections" : "/search/collections")
        let titles = ["Seaside", "Peaks"].filter { query == nil || $0.lowercased().contains(query!.lowercased()) }
        let items = titles.map { PhotoCollection(id: $0.lowercased(), title: $0, totalPhotos: 12, coverPhoto: Self.photo("cover-\($0)", title: $0)) }
        return answer(ListPage(items: items, page: page, total: items.count))
    }

    func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        requestLog.append("/collections/:id/photos")
        let photos = (0..<12).map { Self.photo("\(id)-\($0)", title: "\(id.capitalized) photo \($0)") }
        return answer(ListPage(items: photos, page: page, total: 12))
    }

    func randomPhotos(count: Int, query: String?) -> Single<[Photo]> { .never() }

    /// Download tracking answers with the photo's raw address (`tracksDownloads`), or never.
    func trackDownload(of photo: Photo) -> Single<DownloadLink> { tracksDownloads ? answer(DownloadLink(url: photo.urls.raw)) : .never() }

    var rateLimit: Observable<RateLimit?> { rateLimitRelay.asObservable() }

    /// Requests per API path, for reports: "/photos/:id": 7.
    var requestsByPath: [String: Int] { requestLog.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

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
            if var quota {
                quota.remaining = max(0, quota.remaining - requestLog.count)
                let relay = rateLimitRelay
                scheduler.scheduleAt(scheduler.clock + latency) { relay.accept(quota) }
            }
            return scheduler.createColdObservable(events).asObservable()
        }.asSingle()
    }
}
