import PhotoCore

/// Where the person was in a list when they opened another screen over it: restored when they
/// come back, so the back key returns to the same photo, scrolled the same way.
struct ListSnapshot: Equatable {
    var list: PhotoListState
    var nearEndReportedCount: Int?
    var shownQuery: String
    var grid: GridState

    /// The list part of `state`.
    init(_ state: BrowserState) {
        list = state.list
        nearEndReportedCount = state.nearEndReportedCount
        shownQuery = state.shownQuery
        grid = state.grid
    }

    /// The saved list brought up to `rows`, what its view model holds now (pages may have come
    /// while it was covered): appended rows keep the selection and scroll; anything else resets.
    func restoredList(with rows: [PhotoListRow], viewportRows: Int) -> PhotoListState {
        var restored = list
        guard rows != list.rows else { return restored }
        let change: RowsUpdate.Change = rows.count > list.rows.count && rows.starts(with: list.rows) && !list.rows.isEmpty
            ? .appended(list.rows.count..<rows.count) : .reset
        restored.apply(RowsUpdate(rows: rows, change: change), viewportRows: viewportRows)
        return restored
    }
}
