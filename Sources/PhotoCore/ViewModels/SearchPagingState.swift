import PhotoModel

/// The pages of one search: which are loaded, which is in flight, which failed, and the rows
/// they make. A value with no I/O; the search view model feeds it responses and asks it what to
/// load next.
struct SearchPagingState {
    /// The rows shown for this search so far.
    private(set) var rows: [PhotoListRow] = []
    /// Ids already shown: Unsplash may repeat a photo on a later page.
    private var shownIDs: Set<String> = []
    /// The highest page loaded; 0 before the first page arrives.
    private(set) var loadedPages = 0
    /// Whether the last page has been loaded.
    private(set) var reachedEnd = false
    /// The page being loaded, at most one at a time.
    private(set) var inFlight: Int?
    /// The page whose request failed; retry asks for it again.
    private(set) var failedPage: Int?

    /// Starts loading the first page; returns 1.
    mutating func start() -> Int {
        inFlight = 1
        return 1
    }

    /// The next page to load when the list nears its end, or `nil` when it must not be loaded:
    /// while a page is in flight (the first one included), after a failure (retry resumes it),
    /// or past the last page.
    mutating func nextPage() -> Int? {
        guard inFlight == nil, failedPage == nil, loadedPages > 0, !reachedEnd else { return nil }
        inFlight = loadedPages + 1
        return inFlight
    }

    /// The failed page to load again, or `nil` when nothing failed.
    mutating func retry() -> Int? {
        guard inFlight == nil, let page = failedPage else { return nil }
        failedPage = nil
        inFlight = page
        return page
    }

    /// Takes in page `number`; returns the rows update it makes, if any.
    mutating func receive(_ page: SearchPage, number: Int) -> RowsUpdate? {
        receive(page.results.map(PhotoListRow.photo), isLast: page.isLast(page: number), number: number)
    }

    /// Takes in page `number` as rows (photos, topics or collections); returns the rows update
    /// it makes, if any.
    mutating func receive(_ pageRows: [PhotoListRow], isLast: Bool, number: Int) -> RowsUpdate? {
        guard inFlight == number else { return nil }
        inFlight = nil
        loadedPages = number
        reachedEnd = isLast
        let fresh = pageRows.filter { row in row.id.map { shownIDs.insert($0).inserted } ?? true }
        if number == 1 {
            rows = fresh
            return RowsUpdate(rows: rows, change: .reset)
        }
        guard !fresh.isEmpty else { return nil }
        let start = rows.count
        rows += fresh
        return RowsUpdate(rows: rows, change: .appended(start..<rows.count))
    }

    /// Records that page `number` failed; returns the rows update it makes, if any (a failed
    /// first page clears the previous query's rows; a later one keeps the pages before it).
    mutating func fail(number: Int) -> RowsUpdate? {
        guard inFlight == number else { return nil }
        inFlight = nil
        failedPage = number
        return number == 1 ? RowsUpdate(rows: [], change: .reset) : nil
    }

    /// Takes in pages 1… again after the source said its photos changed (a file added while
    /// browsing); returns the update (every row replaced, the selection kept by id), or `nil`
    /// when nothing changed or a page is in flight (the refresh would race it).
    mutating func refresh(_ pageRows: [PhotoListRow], isLast: Bool) -> RowsUpdate? {
        guard inFlight == nil, loadedPages > 0 else { return nil }
        var ids: Set<String> = []
        let fresh = pageRows.filter { row in row.id.map { ids.insert($0).inserted } ?? true }
        reachedEnd = isLast
        guard fresh != rows else { return nil }
        shownIDs = ids
        rows = fresh
        return RowsUpdate(rows: rows, change: .replaced(0..<rows.count))
    }
}
