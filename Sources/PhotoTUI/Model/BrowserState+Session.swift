import PhotoCore

/// The session's fields under the names the views and tests read (`state.list`): one value,
/// kept in ``BrowserState/session``, reached by two paths.
extension BrowserState {
    var traits: SourceTraits { get { session.traits } set { session.traits = newValue } }
    var list: PhotoListState { get { session.list } set { session.list = newValue } }
    var totalCount: Int? { get { session.totalCount } set { session.totalCount = newValue } }
    var filters: FilterChoice { get { session.filters } set { session.filters = newValue } }
    var error: String? { get { session.error } set { session.error = newValue } }
    var budget: RequestBudget { get { session.budget } set { session.budget = newValue } }
    var detail: PhotoDetail? { get { session.detail } set { session.detail = newValue } }
    var detailError: String? { get { session.detailError } set { session.detailError = newValue } }
    var scanSummary: String? { get { session.scanSummary } set { session.scanSummary = newValue } }
    var frame: FrameLayout? { get { session.frame } set { session.frame = newValue } }
    var nearEndReportedCount: Int? { get { session.nearEndReportedCount } set { session.nearEndReportedCount = newValue } }
    var shownQuery: String { get { session.shownQuery } set { session.shownQuery = newValue } }
    var canLoadMore: Bool { get { session.canLoadMore } set { session.canLoadMore = newValue } }
    var pendingMoves: Int { get { session.pendingMoves } set { session.pendingMoves = newValue } }
    var isSeekingEnd: Bool { get { session.isSeekingEnd } set { session.isSeekingEnd = newValue } }
    var pendingJump: Int? { get { session.pendingJump } set { session.pendingJump = newValue } }
    var grid: GridState { get { session.grid } set { session.grid = newValue } }
    var topics: [Topic] { get { session.topics } set { session.topics = newValue } }
    var pace: PagingPace { get { session.pace } set { session.pace = newValue } }
}
