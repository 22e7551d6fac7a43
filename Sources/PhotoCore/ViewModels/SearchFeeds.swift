import EventStream

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
        return Observable.create { [service, scheduler, nearBottom, retry] observer in
            var paging = SearchPagingState()
            let request = SerialDisposable()
            func emit(_ update: RowsUpdate?) {
                if let update { observer.onNext(.rows(update)) }
            }
            func load(_ page: Int) {
                observer.onNext(.loading(page == 1 ? .firstPage : .nextPage))
                observer.onNext(.error(nil))
                request.disposable = service.searchPhotos(first.page(page))
                    .observe(on: scheduler)
                    .subscribe(onSuccess: { result in
                        emit(paging.receive(result, number: page))
                        if page == 1 { observer.onNext(.total(result.total)) }
                        observer.onNext(.more(!paging.reachedEnd))
                        observer.onNext(.loading(.idle))
                    }, onFailure: { error in
                        emit(paging.fail(number: page))
                        if page == 1 { observer.onNext(.total(nil)) }
                        observer.onNext(.loading(.idle))
                        FeedEvent.failure(error).forEach(observer.onNext)
                    })
            }
            let triggers = Disposables.create(
                nearBottom.subscribe(onNext: { if let page = paging.nextPage() { load(page) } }),
                retry.subscribe(onNext: { if let page = paging.retry() { load(page) } })
            )
            observer.onNext(.more(true))
            load(paging.start())
            return Disposables.create(triggers, request)
        }
    }

    /// The home feed, paged like a search: the first editorial page at once (one request at
    /// launch), then, each time the list nears its end, the next chunk: a topic's photos (the
    /// topic list is asked for once, with the first of them), then the editorial feed's later
    /// pages. A chunk that adds nothing (fewer topics than sections) moves on to the next at once.
    func home() -> Observable<FeedEvent> {
        Observable.create { [service, scheduler, nearBottom, retry, perPage, topicSections] observer in
            var paging = HomePagingState(topicSections: topicSections)
            var topics: [Topic]?
            let request = SerialDisposable()

            struct Answer { var title: String?; var photos: [Photo]; var isLast: Bool }
            func fetch(_ chunk: HomeChunk) -> Observable<Answer> {
                switch chunk {
                case .editorial(let page):
                    return service.listPhotos(page: page, perPage: perPage).asObservable().map { list in
                        let title = page == 1 ? HomePagingState.editorialTitle : nil
                        let isLast = list.items.isEmpty || (list.nextPage == nil && (list.lastPage.map { page >= $0 } ?? true))
                        return Answer(title: title, photos: list.items, isLast: isLast)
                    }
                case .topic(let index):
                    let list: Observable<[Topic]> = topics.map { .just($0) }
                        ?? service.topics(page: 1, perPage: topicSections).asObservable()
                            .observe(on: scheduler).do(onNext: { topics = $0.items }).map(\.items)
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
}
