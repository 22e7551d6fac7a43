import PhotoCore

/// Where the person was in a list when they opened another screen over it, and what its feed
/// said since: restored when they come back, so the back key returns to the same photo, scrolled
/// the same way, with the pages that came meanwhile.
struct ListSnapshot: Equatable {
    var list: PhotoListState
    var nearEndReportedCount: Int?
    var shownQuery: String
    var grid: GridState
    /// The feed's rows, before the rating filter (``CullingState/sourceRows``), kept up to date
    /// while the list is covered.
    var sourceRows: [PhotoListRow]
    /// The feed's figures, kept up to date while the list is covered.
    var totalCount: Int?
    var loading: LoadingState
    var error: String?
    var canLoadMore: Bool

    /// The list part of `state`.
    init(_ state: BrowserState) {
        list = state.list
        nearEndReportedCount = state.nearEndReportedCount
        shownQuery = state.shownQuery
        grid = state.grid
        sourceRows = state.culling.sourceRows
        totalCount = state.totalCount
        loading = state.loading
        error = state.error
        canLoadMore = state.canLoadMore
    }

    /// Takes in one event of the covered list's feed (the quota and topics are the session's,
    /// not the list's).
    mutating func take(_ event: FeedEvent) {
        switch event {
        case .rows(let update): sourceRows = update.rows
        case .total(let count): totalCount = count
        case .loading(let state): loading = state
        case .error(let message): error = message
        case .more(let more): canLoadMore = more
        case .rateLimit, .topics: break
        }
    }

    /// The saved list brought up to `rows` (pages may have come while it was covered): appended
    /// rows keep the selection and scroll; anything else resets.
    func restoredList(with rows: [PhotoListRow], viewportRows: Int) -> PhotoListState {
        var restored = list
        guard rows != list.rows else { return restored }
        let change: RowsUpdate.Change = rows.count > list.rows.count && rows.starts(with: list.rows) && !list.rows.isEmpty
            ? .appended(list.rows.count..<rows.count) : .reset
        restored.apply(RowsUpdate(rows: rows, change: change), viewportRows: viewportRows)
        return restored
    }
}
