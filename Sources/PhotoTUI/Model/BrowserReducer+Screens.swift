import PhotoCore

/// The back stack: screens opened over the list (a photographer, a topic…), each keeping the
/// place in the list below it for the back key; and a new source, which starts a fresh session.
extension BrowserReducer {
    /// `a` `r` `t` `c`: the screen the source offers for the photo shown or selected.
    static func openNavigation(_ command: BrowserCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let photo = state.detail?.photo ?? state.list.selectedPhoto
        switch command {
        case .openPhotographer:
            guard let photo else { return [] }
            if let refusal = refusal(.photographer, "photographer pages", in: &state) { return refusal }
            return open(.photographer(username: photo.user.username, name: photo.user.name), in: &state, context)
        case .openRelated:
            guard let photo else { return [] }
            if let refusal = refusal(.related, "related photos", in: &state) { return refusal }
            if state.traits.relatedByEndpoint {
                return open(.related(photoID: photo.id, title: photo.title, query: nil), in: &state, context)
            } else if let words = RelatedSearch.words(for: photo) {
                return open(.related(photoID: photo.id, title: photo.title, query: words), in: &state, context)
            }
            return notice("Nothing to go on: this photo has no tags or description yet", isTransient: true, in: &state)
        case .openTopics:
            if let refusal = refusal(.topics, "topics", in: &state) { return refusal }
            return open(.topics, in: &state, context)
        default:
            if let refusal = refusal(.collections, "collections", in: &state) { return refusal }
            let query = trimmed(state.query.text)
            return open(.collections(query: query.isEmpty ? nil : query), in: &state, context)
        }
    }

    /// Nil when the source offers `navigation`; if not, the notice saying so.
    private static func refusal(_ navigation: PhotoNavigation, _ what: String, in state: inout BrowserState) -> [BrowserEffect]? {
        guard !state.navigation.contains(navigation) else { return nil }
        return notice("\(state.source) has no \(what)", isTransient: true, in: &state)
    }

    /// Shows `screen` over the list, which is kept (rows, selection, scroll) for the back key.
    static func open(_ screen: BrowseScreen, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard screen != state.screens.last else { return notice("Already showing \(screen.title)", isTransient: true, in: &state) }
        guard state.session.stack.count < maxScreens else {
            return notice("\(maxScreens) lists deep: go back (Esc) before opening more", isTransient: true, in: &state)
        }
        let id = state.nextScreenID
        state.nextScreenID += 1
        var effects: [BrowserEffect] = [.openFeed(id: id, screen: screen, filters: state.filters)]
        if let filters = state.filters.summary, !state.traits.filters(screen) {
            // Its list comes as the source gives it: say so rather than show filters that do nothing.
            effects += notice("Not filtered by \(filters): \(state.source) gives \(screen.title) unfiltered", isTransient: true, in: &state)
        }
        state.session.stack.append(OpenScreen(id: id, screen: screen, below: ListSnapshot(state)))
        state.mode.isShowingDetail = false
        state.mode.focus = .list
        state.historyWalk = nil
        resetListPosition(in: &state)
        return effects + selectionChanged(in: &state)
    }

    /// Back to the list before the one on screen (or straight down to the list at `depth`, 0
    /// being the first), where the person left it: one restore, whatever lay between.
    static func goBack(toDepth depth: Int? = nil, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let stack = state.session.stack
        let depth = depth ?? stack.count - 1
        guard stack.indices.contains(depth) else { return [] }
        // The screen opened over the list at `depth` saved that list's place.
        let entry = stack[depth]
        state.session.stack.removeSubrange(depth...)
        state.mode.isShowingDetail = false
        state.frame?.visiblePhotoIDs = []  // the thumbnails of the list come back
        // With what its feed said while it was covered: the rows, then its figures.
        let saved = entry.below
        let rows = culled(RowsUpdate(rows: saved.sourceRows, change: .reset), in: &state).rows
        var effects: [BrowserEffect] = [.closeFeeds(stack[depth...].map(\.id))] + restore(saved, with: rows, in: &state)
        for event: FeedEvent in [.total(saved.totalCount), .loading(saved.loading), .error(saved.error), .more(saved.canLoadMore)] {
            effects += apply(event, to: &state, context)
        }
        return effects
    }

    /// The place saved in the list gone back to, not its top.
    static func restore(_ saved: ListSnapshot, with rows: [PhotoListRow], in state: inout BrowserState) -> [BrowserEffect] {
        state.list = saved.restoredList(with: rows, viewportRows: state.viewportRows)
        state.nearEndReportedCount = saved.nearEndReportedCount
        state.shownQuery = saved.shownQuery
        state.grid = saved.grid
        state.pendingMoves = 0
        return selectionChanged(in: &state)
    }

    /// A new list starts at its top, with nothing pending.
    private static func resetListPosition(in state: inout BrowserState) {
        state.list = PhotoListState()
        state.pendingMoves = 0
        state.isSeekingEnd = false
        state.nearEndReportedCount = nil
        state.grid = GridState()
        state.frame?.visiblePhotoIDs = []
        state.pace = PagingPace()
    }

    /// The service for `option` started (its view models made): a fresh session on it; the
    /// query, stars, marks and the terminal's size stay.
    static func sourceSwitched(to traits: SourceTraits, _ option: SourceOption, in state: inout BrowserState) -> [BrowserEffect] {
        state.session = BrowsingSession(traits: traits, option: option)
        state.mode.isShowingDetail = false
        return [.subscribeSource] + notice("Now browsing \(state.source)", isTransient: true, in: &state)
    }
}
