import PhotoCore

/// What the browser keeps about the source it browses: its traits, the list on screen and how it
/// pages, the screens opened over it, the detail. Switching sources starts a fresh one
/// (``init(traits:option:)``); what belongs to the person (the query, stars, marks, the
/// terminal's size) lives beside it in ``BrowserState`` and stays.
struct BrowsingSession: Equatable {
    /// What the source is and takes (its name, orders, filters, navigation, home feed…).
    var traits: SourceTraits
    /// The filters overlay's Source row's current choice.
    var sourceOption: SourceOption
    /// Rows, selection (a photo id) and scroll.
    var list = PhotoListState()
    /// "N photos" of the current search; nil on the home feed or while unknown.
    var totalCount: Int?
    /// The filters in force.
    var filters: FilterChoice
    /// The list's last failure, with its retry hint.
    var error: String?
    /// The hourly quota: figures, when it resets, whether to be frugal.
    var budget: RequestBudget
    /// The photo in the detail pane, from the list at once, then complete.
    var detail: PhotoDetail?
    var detailError: String?
    /// The photo the detail's view model was last given.
    var detailPhotoID: String?
    /// Whether the detail's view model was last told a rested selection may fetch its full
    /// record; nil until told.
    var detailFetchesOnRest: Bool?
    /// A folder scan's progress: "1,234 photos so far · skipped 12 (8 .heic, 4 .txt)".
    var scanSummary: String?
    /// The last frame, once one was drawn.
    var frame: FrameLayout?
    /// Rows counted when the next page was last asked for: asked once per row count, because
    /// an ask can reach the feed after the page in flight arrived and would load one more.
    var nearEndReportedCount: Int?
    /// The search text (trimmed) the rows on screen were found for.
    var shownQuery = ""
    /// A later page may still come.
    var canLoadMore = true
    /// Rows `j`, `↓` or `PgDn` asked to move past the last loaded row: done as pages arrive,
    /// so no key press is lost.
    var pendingMoves = 0
    /// `G`/`End` is loading pages to reach the real end.
    var isSeekingEnd = false
    /// A jump (`]`, `}`) landed past the loaded rows: the photo (its place among all the
    /// results) selected once its page comes.
    var pendingJump: Int?
    /// The grid's scroll, beside the list's (``GridState``).
    var grid = GridState()
    /// Page latency and scrolling speed, for asking for the next page in time.
    var pace = PagingPace()
    /// Screens opened over the search or the home feed (a photographer, a topic…), oldest first,
    /// each with the place in the list below it; the last is on screen.
    var stack: [OpenScreen] = []
    /// The home feed's topics, for the bar above the list.
    var topics: [Topic] = []

    /// A session of the source with `traits`, chosen as `option`: nothing loaded yet.
    init(traits: SourceTraits, option: SourceOption? = nil) {
        self.traits = traits
        sourceOption = option ?? SourceOption(traits)
        filters = FilterChoice(traits: traits)
        budget = RequestBudget(quota: traits.quota)
    }

    /// What a state starts with until the model sets the source's: no filters, no quota.
    init() {
        traits = BrowserState.defaultTraits
        sourceOption = SourceOption(traits)
        filters = FilterChoice()
        budget = RequestBudget()
    }
}
