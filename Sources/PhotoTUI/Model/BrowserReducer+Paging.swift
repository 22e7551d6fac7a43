import PhotoCore

/// The list's feed: the search box's text going to the search, the view models' outputs coming
/// into the state, and asking for the next page in time.
extension BrowserReducer {
    /// The box's text changed: the search follows, and waiting moves are dropped.
    static func queryEdited(in state: inout BrowserState) -> [BrowserEffect] {
        state.pendingMoves = 0
        state.isSeekingEnd = false
        return [.search(state.query.text)]
    }

    /// Takes one view-model output into the state.
    static func apply(_ output: ViewModelOutput, to state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch output {
        case .rows(let update) where state.session.awaitingReplay:
            state.session.awaitingReplay = false
            let rows = culled(update, in: &state).rows
            return rows != state.list.rows ? restore(ListSnapshot(state), with: rows, in: &state) : []
        case .rows(let update): return rowsCame(culled(update, in: &state), in: &state, context)
        case .totalCount(let count): state.totalCount = count
        case .loading(let loading):
            state.loading = loading
            if loading == .firstPage { state.pace.asked(at: context.now) }
            if loading == .idle { state.pace.cancelled() }
            return spin(loading != .idle, in: &state)
        case .error(let message): state.error = message
        case .rateLimit(let limit): state.budget.update(limit, at: context.now)
        case .canLoadMore(let more):
            state.canLoadMore = more
            if !more {
                state.pendingMoves = 0
                if state.isSeekingEnd { return carryOut(ListNavigation.reachedEnd(in: &state), in: &state, context) }
            }
        case .detail(let value): state.detail = value
        case .detailLoading(let loading): state.isLoadingDetail = loading
        case .detailError(let message): state.detailError = message
        case .topics(let topics): state.topics = topics
        case .folderScan(let progress): state.scanSummary = progress.summary
        case .download(let status): return downloadChanged(status, in: &state, context)
        }
        return []
    }

    /// New rows: a new list starts over (its first page timed), more rows carry out the moves
    /// that waited for them.
    private static func rowsCame(_ update: RowsUpdate, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let oldCount = state.list.rows.count
        state.list.apply(update, viewportRows: state.viewportRows)
        var effects: [BrowserEffect] = []
        if update.change == .reset || state.list.rows.count < oldCount {
            state.nearEndReportedCount = nil
            state.shownQuery = trimmed(state.query.text)
            state.pendingMoves = 0
            state.pendingJump = nil
            state.pace.arrived(at: context.now)
            state.freshRows = true
        } else if state.list.rows.count > oldCount {
            state.pace.arrived(at: context.now)
            effects = carryOut(ListNavigation.rowsArrived(in: &state), in: &state, context)
        }
        return effects + selectionChanged(in: &state)
    }

    /// The source's rows as the list shows them: kept whole, then the rating filter applied.
    static func culled(_ update: RowsUpdate, in state: inout BrowserState) -> RowsUpdate {
        state.culling.sourceRows = update.rows
        let ratings = state.culling
        return state.filters.rating.apply(update, rating: ratings.rating(of:))
    }

    /// Asks for the next page once per row count when the visible rows near the end, or the rows
    /// below the selection would not last the measured latency at the current speed, or moves wait.
    static func askForTheNextPageIfNear(_ visibleNearEnd: Bool, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        // Frugal, only what the screen needs now: no page asked ahead of time.
        let ahead = !state.budget.isFrugal && state.list.rowsBelowSelection <= state.pace.lookahead(at: context.now)
        let nearEnd = visibleNearEnd || ahead || state.pendingMoves > 0
        guard nearEnd, state.canLoadMore, !state.isListStale, !state.list.rows.isEmpty,
              state.nearEndReportedCount != state.list.rows.count else { return [] }
        state.nearEndReportedCount = state.list.rows.count
        state.pace.asked(at: context.now)
        return [.nextPage]
    }
}
