import EventStream
import Foundation
import PhotoModel

/// The browser's list: the home feed while the search box is empty, search results otherwise.
///
/// Typing is debounced (300 ms), trimmed and deduplicated; a new query cancels the request in
/// flight so a stale result never shows; Enter searches at once. Nearing the bottom loads the next
/// page once (never twice, never past the last page, never while the first page loads); pages are
/// appended with duplicates dropped. A failed page keeps the pages before it and `retry` resumes
/// at it. What the home feed is comes from the source (``SourceTraits/homeFeed``): an editorial
/// feed pages the same way (its first page at once, then a few topics' photos and its later pages
/// as the list nears its end), without filters; a source without one (a folder, a shelf,
/// Openverse) lists everything, as an empty search with the filters and its exact count.
///
/// ```swift
/// searchBar.rx.text.bind(to: viewModel.query).disposed(by: bag)
/// viewModel.rows.drive(list.rx.rows).disposed(by: bag)
/// ```
/// State lives on `scheduler` (the main loop); inputs are accepted there too.
public final class SearchViewModel {
    // MARK: Inputs

    /// The search box text, at every keystroke.
    public let query: BehaviorRelay<String>
    /// Enter in the search box: search at once.
    public let searchNow: PublishRelay<Void>
    /// The list's visible range neared its end.
    public let nearBottom: PublishRelay<Void>
    /// The filters; a change searches again at once.
    public let filters: BehaviorRelay<SearchFilters>
    /// `r`: load again what failed.
    public let retry: PublishRelay<Void>

    // MARK: Outputs

    /// The rows, and how they changed (appends are ranges, never a full reload). Every update
    /// carries all rows, so one whose change does not follow the rows a subscriber holds (its
    /// first, replayed one) is a reset by contract.
    public let rows: Driver<RowsUpdate>
    /// The number of results of the search ("N photos"); `nil` on the home feed or while unknown.
    public let totalCount: Driver<Int?>
    /// What is loading.
    public let loading: Driver<LoadingState>
    /// The latest failure in one line, with a retry hint; `nil` when all is well.
    public let errorMessage: Driver<String?>
    /// The API quota figures of the latest response that carried them.
    public let rateLimit: Driver<RateLimit?>
    /// Whether the list may still grow: a later page exists, or has not been ruled out.
    public let canLoadMore: Driver<Bool>
    /// The home feed's topics (for its topic bar); empty elsewhere and until they come.
    public let topics: Driver<[Topic]>

    private let bag = DisposeBag()
    private let rowsState: BehaviorRelay<RowsUpdate>

    /// The rows now (what `rows` replays to a new subscriber, which it does on the scheduler).
    public var currentRows: [PhotoListRow] { rowsState.value.rows }

    /// Creates the view model and starts loading the home feed (or `initialQuery`).
    ///
    /// - Parameters:
    ///   - service: where photos come from.
    ///   - scheduler: the main loop, where responses are delivered and state changes.
    ///   - debounce: how long typing must pause before a search.
    ///   - perPage: results per page (Unsplash allows up to 30).
    ///   - topicSections: how many topics the home feed shows under the editorial feed.
    ///   - initialQuery: a search to start with instead of the home feed (`-q`), at once.
    ///   - screen: a fixed list to show instead (a photographer's photos, a topic…); the query and
    ///     filters then change nothing.
    ///   - filters: the filters to start with (a screen applies them when the source's traits say
    ///     it takes them, ``SourceTraits/filteredScreens``); the source's default order by default.
    public init(
        service: PhotoService, scheduler: Scheduler = MainScheduler.instance,
        debounce: RxTimeInterval = .milliseconds(300), perPage: Int = 30, topicSections: Int = 3,
        initialQuery: String = "", screen: BrowseScreen? = nil, filters initialFilters: SearchFilters? = nil
    ) {
        let traits = service.traits
        let defaults = SearchFilters(orderBy: traits.defaultOrder)
        let query = BehaviorRelay(value: initialQuery)
        let searchNow = PublishRelay<Void>()
        let nearBottom = PublishRelay<Void>()
        let filters = BehaviorRelay(value: initialFilters ?? defaults)
        let retry = PublishRelay<Void>()
        self.query = query
        self.searchNow = searchNow
        self.nearBottom = nearBottom
        self.filters = filters
        self.retry = retry

        let rowsState = BehaviorRelay(value: RowsUpdate(rows: [], change: .reset))
        self.rowsState = rowsState
        let totalState = BehaviorRelay<Int?>(value: nil)
        let loadingState = BehaviorRelay(value: LoadingState.idle)
        let errorState = BehaviorRelay<String?>(value: nil)
        let rateLimitState = BehaviorRelay<RateLimit?>(value: nil)
        let moreState = BehaviorRelay(value: true)
        let topicsState = BehaviorRelay<[Topic]>(value: [])

        let feeds = SearchFeeds(
            service: service, scheduler: scheduler, perPage: perPage, topicSections: topicSections,
            nearBottom: nearBottom.asObservable(), retry: retry.asObservable()
        )
        let editorial = traits.homeFeed.heading != nil
        let trimmed = query.asObservable().map(Self.trim)
        let text = Observable.merge(
            trimmed.debounce(debounce, scheduler: scheduler),
            searchNow.withLatestFrom(trimmed)
        )
        // The current text starts the feed at once (the home feed on launch), without a debounce.
        let currentText = Observable.deferred { text.startWith(Self.trim(query.value)) }
        // An editorial home feed has no filters: changing them there must not reload it. Without
        // one, the empty search is the home feed, filters and all.
        let screenFilters = initialFilters ?? defaults
        let events = screen.map { feeds.screen($0, filters: traits.filters($0) ? screenFilters : defaults) }
            ?? Observable.combineLatest(currentText, filters.asObservable()) {
                SearchKey(text: $0, filters: $0.isEmpty && editorial ? defaults : $1)
            }
            .distinctUntilChanged()
            .flatMapLatest { key in key.isHome && editorial ? feeds.home() : feeds.search(key) }
        events
            .subscribe(onNext: { event in
                switch event {
                case .rows(let update): rowsState.accept(update)
                case .loading(let state): if loadingState.value != state { loadingState.accept(state) }
                case .total(let total): if totalState.value != total { totalState.accept(total) }
                case .error(let message): if errorState.value != message { errorState.accept(message) }
                case .rateLimit(let limit): if rateLimitState.value != limit { rateLimitState.accept(limit) }
                case .more(let more): if moreState.value != more { moreState.accept(more) }
                case .topics(let topics): topicsState.accept(topics)
                }
            })
            .disposed(by: bag)
        service.rateLimit
            .compactMap { $0 }
            .observe(on: scheduler)
            .subscribe(onNext: { limit in if rateLimitState.value != limit { rateLimitState.accept(limit) } })
            .disposed(by: bag)

        rows = rowsState.asDriver()
        totalCount = totalState.asDriver()
        loading = loadingState.asDriver()
        errorMessage = errorState.asDriver()
        rateLimit = rateLimitState.asDriver()
        canLoadMore = moreState.asDriver()
        topics = topicsState.asDriver()
    }

    private static func trim(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
