import EventStream
import PhotoModel

/// Builds what the search view model's list shows: one search with its pages, or the home feed.
/// Each feed runs while subscribed; disposing it (a new query) cancels its requests.
struct SearchFeeds {
    let service: PhotoService
    let scheduler: Scheduler
    let perPage: Int
    let topicSections: Int
    let nearBottom: Observable<Void>
    let retry: Observable<Void>

    /// The pages of the search `key`: the first at once, the next when the list nears its end,
    /// a failed one again on retry.
    func search(_ key: SearchKey) -> Observable<FeedEvent> {
        let first = key.filters.query(key.text, perPage: perPage)
        // A count not yet final (a folder still scanning) comes from the source once it is.
        return paged(count: { [service] in service.count(first) }, refresh: service.changes) { [service] page in
            service.searchPhotos(first.page(page)).map { result in
                ScreenPage(rows: Self.rows(of: result), total: result.total, isLast: result.isLast(page: page),
                           isTotalExact: result.isTotalExact)
            }
        }
    }

    /// A page's photos as rows, each heading (a timeline's day) before the photo it heads.
    static func rows(of page: SearchPage) -> [PhotoListRow] {
        guard !page.sections.isEmpty else { return page.results.map(PhotoListRow.photo) }
        var rows: [PhotoListRow] = []
        rows.reserveCapacity(page.results.count + page.sections.count)
        for (index, photo) in page.results.enumerated() {
            if let title = page.sections[index] { rows.append(.section(title: title)) }
            rows.append(.photo(photo))
        }
        return rows
    }

    /// One page of a screen's list as rows.
    struct ScreenPage {
        var rows: [PhotoListRow]
        var total: Int?
        var isLast: Bool
        /// Whether `total` is final (see ``SearchPage/isTotalExact``).
        var isTotalExact = true
    }

    /// The list of `screen`, paged like a search; a search-based screen (photos like one, where
    /// the API has no related endpoint) with `filters`.
    func screen(_ screen: BrowseScreen, filters: SearchFilters) -> Observable<FeedEvent> {
        let service = self.service, perPage = self.perPage
        func photos(_ list: ListPage<Photo>) -> ScreenPage {
            ScreenPage(rows: list.items.map(PhotoListRow.photo), total: list.total, isLast: list.isLast)
        }
        func groups<Item>(_ list: ListPage<Item>, _ group: (Item) -> PhotoGroup) -> ScreenPage {
            ScreenPage(rows: list.items.map { .group(group($0)) }, total: list.total, isLast: list.isLast)
        }
        switch screen {
        case .photographer(let username, _):
            return paged { service.userPhotos(username: username, page: $0, perPage: perPage).map(photos) }
        case .related(_, _, let query?):
            return search(SearchKey(text: query, filters: filters))
        case .related(let id, _, nil):
            // One answer, no pages (Openverse gives about twenty).
            return paged { _ in service.relatedPage(of: id).map { ScreenPage(rows: Self.rows(of: $0), total: $0.results.count, isLast: true) } }
        case .topics:
            return paged { service.topics(page: $0, perPage: perPage).map { groups($0, PhotoGroup.init) } }
        case .topic(let slug, _):
            return paged { service.topicPhotos(topic: slug, page: $0, perPage: perPage).map(photos) }
        case .collections(let query):
            return paged { service.collections(matching: query, page: $0, perPage: perPage).map { groups($0, PhotoGroup.init) } }
        case .collection(let id, _):
            return paged { service.collectionPhotos(collection: id, page: $0, perPage: perPage).map(photos) }
        }
    }

    /// Pages from `fetch`: the first at once, the next when the list nears its end, a failed one
    /// again on retry. When the first page's count is not final, `count` gives it.
    /// When `refresh` fires (the source's photos changed), the pages loaded so far are asked
    /// again and replace the rows in place.
    private func paged(count: (() -> Single<Int>)? = nil, refresh: Observable<Void>? = nil,
                       _ fetch: @escaping (Int) -> Single<ScreenPage>) -> Observable<FeedEvent> {
        Observable.create { [scheduler, nearBottom, retry] observer in
            var paging = SearchPagingState()
            let request = SerialDisposable()
            let counting = SerialDisposable()
            let refreshing = SerialDisposable()
            func reload() {
                guard paging.inFlight == nil, paging.loadedPages > 0 else { return }
                let pages = (1...paging.loadedPages).map { fetch($0).asObservable() }
                refreshing.disposable = Observable.zip(pages)
                    .observe(on: scheduler)
                    .subscribe(onNext: { answers in
                        let rows = answers.flatMap(\.rows)
                        if let update = paging.refresh(rows, isLast: answers.last?.isLast ?? true) { observer.onNext(.rows(update)) }
                        if let total = answers.first?.total, answers.first?.isTotalExact == true { observer.onNext(.total(total)) }
                        if let count, answers.first?.isTotalExact == false {
                            counting.disposable = count().observe(on: scheduler)
                                .subscribe(onSuccess: { observer.onNext(.total($0)) }, onFailure: { _ in })
                        }
                        observer.onNext(.more(!paging.reachedEnd))
                    }, onError: { _ in })
            }
            func load(_ page: Int) {
                observer.onNext(.loading(page == 1 ? .firstPage : .nextPage))
                observer.onNext(.error(nil))
                request.disposable = fetch(page)
                    .observe(on: scheduler)
                    .subscribe(onSuccess: { result in
                        if let update = paging.receive(result.rows, isLast: result.isLast, number: page) { observer.onNext(.rows(update)) }
                        if page == 1 {
                            observer.onNext(.total(result.isTotalExact ? result.total : nil))
                            if !result.isTotalExact, let count {
                                counting.disposable = count().observe(on: scheduler)
                                    .subscribe(onSuccess: { observer.onNext(.total($0)) }, onFailure: { _ in })
                            }
                        }
                        observer.onNext(.more(!paging.reachedEnd))
                        observer.onNext(.loading(.idle))
                    }, onFailure: { error in
                        if let update = paging.fail(number: page) { observer.onNext(.rows(update)) }
                        if page == 1 { observer.onNext(.total(nil)) }
                        observer.onNext(.loading(.idle))
                        FeedEvent.failure(error).forEach(observer.onNext)
                    })
            }
            let triggers = Disposables.create(
                nearBottom.subscribe(onNext: { if let page = paging.nextPage() { load(page) } }),
                retry.subscribe(onNext: { if let page = paging.retry() { load(page) } }),
                (refresh ?? .never()).observe(on: scheduler).debounce(.milliseconds(200), scheduler: scheduler)
                    .subscribe(onNext: { reload() })
            )
            observer.onNext(.more(true))
            load(paging.start())
            return Disposables.create(triggers, request, counting, refreshing)
        }
    }

    /// The home feed, paged like a search: the first editorial page at once (one request at
    /// launch), then, each time the list nears its end, the next chunk: a topic's photos (the
    /// topic list is asked for once, with the first of them), then the editorial feed's later
    /// pages. A chunk that adds nothing (fewer topics than sections) moves on to the next at once.
    func home() -> Observable<FeedEvent> {
        Observable.create { [service, scheduler, nearBottom, retry, perPage, topicSections] observer in
            var paging = HomePagingState(topicSections: topicSections, heading: service.traits.homeFeed.heading ?? "Editorial")
            var topics: [Topic]?
            let request = SerialDisposable()
            func received(_ items: [Topic]) {
                guard topics == nil else { return }
                topics = items
                observer.onNext(.topics(items))
            }

            struct Answer { var title: String?; var photos: [Photo]; var isLast: Bool }
            func fetch(_ chunk: HomeChunk) -> Observable<Answer> {
                switch chunk {
                case .editorial(let page):
                    return service.listPhotos(page: page, perPage: perPage).asObservable().map { list in
                        let title = page == 1 ? paging.editorialTitle : nil
                        return Answer(title: title, photos: list.items, isLast: list.isLast)
                    }
                case .topic(let index):
                    let list: Observable<[Topic]> = topics.map { .just($0) }
                        ?? service.topics(page: 1, perPage: Self.topicBarLength).asObservable()
                            .observe(on: scheduler).do(onNext: { received($0.items) }).map(\.items)
                    return list.flatMap { items -> Observable<Answer> in
                        guard index < items.count else { return .just(Answer(title: nil, photos: [], isLast: true)) }
                        let topic = items[index]
                        return service.topicPhotos(topic: topic.slug, page: 1, perPage: perPage).asObservable()
                            .map { Answer(title: topic.title, photos: $0.items, isLast: index + 1 >= items.count) }
                    }
                }
            }
            func load(_ chunk: HomeChunk) {
                observer.onNext(.loading(chunk == .editorial(page: 1) ? .firstPage : .nextPage))
                observer.onNext(.error(nil))
                request.disposable = fetch(chunk)
                    .observe(on: scheduler)
                    .subscribe(onNext: { answer in
                        let update = paging.receive(chunk, title: answer.title, photos: answer.photos, isLast: answer.isLast)
                        if let update { observer.onNext(.rows(update)) }
                        observer.onNext(.more(!paging.reachedEnd))
                        observer.onNext(.loading(.idle))
                        // Nothing new to show: the list will not near its end again, so go on.
                        if update == nil, let next = paging.next() { load(next) }

                    }, onError: { error in
                        if let update = paging.fail(chunk) { observer.onNext(.rows(update)) }
                        observer.onNext(.loading(.idle))
                        FeedEvent.failure(error).forEach(observer.onNext)
                    })
            }
            let triggers = Disposables.create(
                nearBottom.subscribe(onNext: { if let chunk = paging.next() { load(chunk) } }),
                retry.subscribe(onNext: { if let chunk = paging.retry() { load(chunk) } })
            )
            observer.onNext(.total(nil))
            observer.onNext(.more(true))
            load(paging.start())
            return Disposables.create(triggers, request)
        }
    }

    /// Topics asked for with the first topic section (launch stays one request): the bar shows
    /// them, and the sections take the first of them.
    static let topicBarLength = 20
}
