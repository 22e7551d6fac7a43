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

    static let editorialTitle = "Editorial"

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
            load(paging.start())
            return Disposables.create(triggers, request)
        }
    }

    /// The editorial feed and the first `topicSections` topics, requested at once and merged with
    /// `indexedMerge`, so each response fills in its own section whatever the order.
    func home() -> Observable<FeedEvent> {
        // One topic list for all the topic sections; requested only if there are any.
        let topics = Observable.deferred { [service, topicSections] in
            service.topics(page: 1, perPage: topicSections).asObservable()
        }.share(replay: 1)
        var sections = [section(
            service.listPhotos(page: 1, perPage: perPage).asObservable().map { HomeSection.loaded(title: Self.editorialTitle, photos: $0.items) }
        )]
        for index in 0..<topicSections {
            sections.append(section(topics.flatMapLatest { [service, perPage] page -> Observable<HomeSection> in
                guard index < page.items.count else { return .just(.absent) }
                let topic = page.items[index]
                return service.topicPhotos(topic: topic.slug, page: 1, perPage: perPage).asObservable()
                    .map { HomeSection.loaded(title: topic.title, photos: $0.items) }
            }))
        }
        return Observable.indexedMerge(sections)
            .scan(into: HomeFeedState(count: sections.count)) { state, update in
                state.apply(index: update.index, section: update.element)
            }
            .flatMap { Observable.from($0.events) }
            .startWith(.loading(.firstPage), .error(nil), .total(nil))
    }

    /// One section's response on the main scheduler; a failure becomes `.failed` and retry loads
    /// that section again (and only that one).
    private func section(_ load: Observable<HomeSection>) -> Observable<HomeSection> {
        load.observe(on: scheduler).catch { [retry] error in
            retry.take(1)
                .flatMapLatest { section(load).startWith(.pending) }
                .startWith(.failed(error))
        }
    }
}
