import PhotoCore

/// The list's feed: the search box's text going to the search, the feeds' events and the other
/// view models' outputs coming into the state, and asking for the next page in time.
extension BrowserReducer {
    /// The box's text changed: the search follows, and waiting moves are dropped.
    static func queryEdited(in state: inout BrowserState) -> [BrowserEffect] {
        state.pendingMoves = 0
        state.isSeekingEnd = false
        return [.search(state.query.text)]
    }

    /// Takes one event of the feed of the screen `screenID` (nil: the search's): the list on
    /// screen folds it into the state; a covered list keeps it in the snapshot of the screen
    /// above it, for the back key. The quota and the topics are the session's, whoever sends them.
    static func take(_ event: FeedEvent, from screenID: Int?, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let stack = state.session.stack
        if screenID == stack.last?.id { return apply(event, to: &state, context) }
        switch event {
        case .rateLimit(let limit):
            state.budget.update(limit, at: context.now)
            return []
        case .topics(let topics):
            state.topics = topics
            return []
        default: break
        }
        // The screen opened over the list `screenID` saved it (a closed screen's is dropped).
        let covering = screenID.map { id in stack.firstIndex { $0.id == id }.map { $0 + 1 } } ?? 0
        guard let covering, stack.indices.contains(covering) else { return [] }
        state.session.stack[covering].below.take(event)
        return []
    }

    /// Takes one event of the list on screen's feed into the state.
    static func apply(_ event: FeedEvent, to state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch event {
        case .rows(let update): return rowsCame(culled(update, in: &state), in: &state, context)
        case .total(let count): state.totalCount = count
        case .loading(let loading):
            state.loading = loading
            // The page's latency counts from when the feed asked for it.
            if loading != .idle { state.pace.asked(at: context.now) }
            if loading == .idle { state.pace.cancelled() }
            return spin(loading != .idle, in: &state)
        case .error(let message): state.error = message
        case .rateLimit(let limit): state.budget.update(limit, at: context.now)
        case .more(let more):
            state.canLoadMore = more
            if !more {
                state.pendingMoves = 0
                if state.isSeekingEnd { return carryOut(ListNavigation.reachedEnd(in: &state), in: &state, context) }
            }
        case .topics(let topics): state.topics = topics
        }
        return []
    }

    /// Takes one value of the detail's or the downloads' view model, or a folder's scan, into the state.
    static func apply(_ output: ViewModelOutput, to state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch output {
        case .detail(let value): state.detail = value
        case .detailLoading(let loading): state.isLoadingDetail = loading
        case .detailError(let message): state.detailError = message
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

    /// Asks the list on screen for its next page, once per row count, when the visible rows near
    /// the end, or the rows below the selection would not last the measured latency at the
    /// current speed, or moves wait. The feed loads nothing while a page is in flight, but an
    /// ask carried out after that page's rows came would load one page more than anyone needs
    /// (a request of Unsplash's 50 an hour): so the same rows never ask twice.
    static func askForTheNextPageIfNear(_ visibleNearEnd: Bool, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        // Frugal, only what the screen needs now: no page asked ahead of time.
        let ahead = !state.budget.isFrugal && state.list.rowsBelowSelection <= state.pace.lookahead(at: context.now)
        let nearEnd = visibleNearEnd || ahead || state.pendingMoves > 0
        guard nearEnd, state.canLoadMore, !state.isListStale, !state.list.rows.isEmpty,
              state.nearEndReportedCount != state.list.rows.count else { return [] }
        state.nearEndReportedCount = state.list.rows.count
        return [.nextPage]
    }
}
