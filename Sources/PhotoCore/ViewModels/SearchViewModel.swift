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
/// viewModel.events.subscribe(onNext: { store.send(.list($0)) }).disposed(by: bag)
/// ```
/// The list is not kept here: ``events`` says each change once, on `scheduler`, and whoever shows
/// the list folds them into its own state. The paging state that decides which page to ask for
/// (and that a page is asked for once) lives in the feed. Inputs are accepted on `scheduler` too.
public final class SearchViewModel {
    // MARK: Inputs

    /// The search box text, at every keystroke.
    public let query: BehaviorRelay<String>
    /// Enter in the search box: search at once.
    public let searchNow: PublishRelay<Void>
    /// The list's visible range neared its end: the next page, unless one is in flight, one
    /// failed (``retry`` resumes it) or the last one came. Saying it again is harmless.
    public let nearBottom: PublishRelay<Void>
    /// The filters; a change searches again at once.
    public let filters: BehaviorRelay<SearchFilters>
    /// `r`: load again what failed.
    public let retry: PublishRelay<Void>

    // MARK: Output

    /// Every change to the list, observed on `scheduler`. Subscribing starts the feed (the home
    /// feed, `initialQuery` or the screen's list, its first page at once) and disposing stops it,
    /// cancelling its requests: subscribe once. The service's quota figures come as
    /// ``FeedEvent/rateLimit(_:)`` too.
    public let events: Observable<FeedEvent>

    /// Creates the view model; subscribing to ``events`` starts loading the home feed (or
    /// `initialQuery`, or `screen`).
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
        let quota = service.rateLimit.compactMap { $0 }.map(FeedEvent.rateLimit)
        self.events = Observable.merge(events, quota).observe(on: scheduler)
    }

    private static func trim(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
