import Foundation
import Terminal

/// Moving through the list and the grid as a function of the state: which row a move selects,
/// the moves that wait for the next page (so no key press is lost), `G` loading pages to the real
/// end or refusing and saying why. It reads no keys: the key table's `ListMove`s and the mouse's
/// events come in, the list's verbs (`selectNext`, `move(by:)`) carry them out, and the model does
/// what comes back (a notice, opening the row) and tells the detail of the new selection.
enum ListNavigation {
    /// What a move asks of the model besides the state it changed.
    enum Effect: Equatable {
        case notice(String, isTransient: Bool)
        /// The "Loading to the end…" notice is over: clear it if it still shows.
        case clearSeekNotice
        /// A click on the row already selected: open it, as Enter does.
        case openSelected
    }

    /// More pages than this between the loaded rows and the end: `G` stops at the last loaded row.
    static let endPageLimit = 10
    /// Rows one notch of the wheel moves.
    static let wheelRows = 3

    /// Carries out `move` on the list or the grid on screen.
    static func move(_ move: ListMove, in state: inout BrowserState, now: Date) -> [Effect] {
        state.pendingJump = nil
        if state.showsGrid {
            guard let target = GridState.target(of: move, from: state.list.selectedPhotoIndex ?? 0, in: state.layout.list) else {
                return goToEnd(&state)
            }
            return selectTile(target, in: &state, now: now)
        }
        let viewport = state.viewportRows
        let before = state.list.position.selected ?? 0
        let page = ListState.pageRows(viewportRows: viewport)
        switch move {
        case .up: state.list.selectPrevious(viewportRows: viewport)
        case .down: state.list.selectNext(viewportRows: viewport)
        case .pageUp: state.list.move(by: -page, viewportRows: viewport)
        case .pageDown: state.list.move(by: page, viewportRows: viewport)
        case .first: state.list.selectFirst(viewportRows: viewport)
        case .last: return goToEnd(&state)
        case .left, .right: return []
        }
        let wanted = move == .down ? 1 : move == .pageDown ? page : 0
        return moved(from: before, wanted: wanted, in: &state, now: now)
    }

    /// The wheel and clicks: the wheel scrolls the list or the grid; a click selects a row or a
    /// tile (and focuses the list), a second click opens it; a click on the search bar focuses it.
    static func pointer(_ event: MouseEvent, in state: inout BrowserState, now: Date) -> [Effect] {
        state.pendingJump = nil
        let layout = state.layout
        if state.showsGrid {
            let current = state.list.selectedPhotoIndex ?? 0
            switch event.kind {
            case .wheelDown, .wheelUp:
                return selectTile(GridState.wheelTarget(down: event.kind == .wheelDown, from: current, in: layout.list), in: &state, now: now)
            case .press(.left) where layout.list.contains(event.position):
                state.mode.focus = .list
                guard let hit = state.grid.photoIndex(at: event.position, photoCount: state.list.photoCount, in: layout.list) else { return [] }
                return hit == current ? [.openSelected] : selectTile(hit, in: &state, now: now)
            default: break
            }
        }
        switch event.kind {
        case .wheelDown, .wheelUp:
            let before = state.list.position.selected ?? 0
            let down = event.kind == .wheelDown
            state.list.move(by: down ? wheelRows : -wheelRows, viewportRows: state.viewportRows)
            return moved(from: before, wanted: down ? wheelRows : 0, in: &state, now: now)
        case .press(let button):
            guard !state.mode.isShowingDetail, layout.list.contains(event.position) else {
                if !state.mode.isShowingDetail, layout.searchBar.contains(event.position) { state.mode.focus = .search }
                return []
            }
            state.mode.focus = .list
            guard button == .left else { return [] }
            let before = state.list.position.selected
            guard let row = state.list.click(at: event.position, in: layout.list, rowHeight: state.rowHeight) else { return [] }
            // A second click on the selected row opens it, like Enter.
            return before == row ? [.openSelected] : []
        default:
            return []
        }
    }

    /// New rows were appended: carry out the moves that waited for them, or keep seeking the end.
    static func rowsArrived(in state: inout BrowserState) -> [Effect] {
        if state.pendingJump != nil { return TimelineJumps.rowsArrived(in: &state) }
        if state.isSeekingEnd {
            state.list.selectLast(viewportRows: state.viewportRows)
            return [.notice(seekProgress(state), isTransient: false)]
        }
        if state.pendingMoves > 0 {
            let moved = state.list.move(by: state.pendingMoves, viewportRows: state.viewportRows)
            state.pendingMoves = max(0, state.pendingMoves - max(0, moved))
        }
        return []
    }

    /// The last page came: `G` is where it was going.
    static func reachedEnd(in state: inout BrowserState) -> [Effect] {
        state.isSeekingEnd = false
        state.list.selectLast(viewportRows: state.viewportRows)
        return [.notice("At the end: \(Formatting.count(state.list.photoCount, "photo"))", isTransient: true)]
    }

    /// "Loading to the end… 90 of 192 photos".
    static func seekProgress(_ state: BrowserState) -> String {
        let loaded = state.list.photoCount
        guard let total = state.totalCount else { return "Loading to the end… \(Formatting.count(loaded, "photo"))" }
        return "Loading to the end… \(Formatting.grouped(loaded)) of \(Formatting.count(total, "photo"))"
    }

    /// Why `G` stops at the last loaded row, or `nil` when it may load pages to the real end: a
    /// local source without a quota (a folder, a shelf) always may, however far the end is.
    static func endRefusal(_ state: BrowserState) -> String? {
        if state.traits.seeksAnyDistance && state.traits.extent == .finite { return nil }
        let loaded = "G stays at the last loaded row (\(Formatting.grouped(state.list.photoCount)))"
        if state.budget.isFrugal, let text = state.budget.statusText() {
            return "The request quota is low (\(text)): \(loaded)"
        }
        guard let total = state.totalCount else {
            let list = state.showsEditorialHome ? "The home feed" : "This list"
            return "\(list) goes on for many pages: \(loaded); keep scrolling to load more"
        }
        let left = max(0, total - state.list.photoCount)
        let pages = (left + 29) / 30
        if pages > endPageLimit {
            return "The end is \(Formatting.count(left, "photo")) (\(Formatting.count(pages, "page"))) away: \(loaded); narrow the search to see its end"
        }
        return nil
    }

    /// `G`/`End`: the last loaded row at once, then the real end as pages arrive, unless it is
    /// too far for the quota (then the notice says why it stops here).
    private static func goToEnd(_ state: inout BrowserState) -> [Effect] {
        state.list.selectLast(viewportRows: state.viewportRows)
        state.pendingMoves = 0
        guard state.canLoadMore, !state.isListStale, !state.list.rows.isEmpty else { return [] }
        // An answer to a key, like "Link copied": it clears itself.
        if let refusal = endRefusal(state) { return [.notice(refusal, isTransient: true)] }
        state.isSeekingEnd = true
        return [.notice(seekProgress(state), isTransient: false)]
    }

    /// After a move down the list: the pace of scrolling, and what lies past the last loaded row
    /// waits for the next page. Any other move cancels waiting moves and the seek to the end.
    private static func moved(from before: Int, wanted: Int, in state: inout BrowserState,
                              now: Date) -> [Effect] {
        if wanted > 0 {
            state.pace.moved(rows: wanted, at: now)
            let moved = (state.list.position.selected ?? 0) - before
            if moved < wanted, state.canLoadMore, !state.isListStale, !state.list.rows.isEmpty {
                state.pendingMoves += wanted - max(0, moved)
            }
            return []
        }
        state.pendingMoves = 0
        guard state.isSeekingEnd else { return [] }
        state.isSeekingEnd = false
        return [.clearSeekNotice]
    }

    /// Selects the tile at `target` (clamped); past the last loaded photo, the rest of the move
    /// waits for the next page.
    private static func selectTile(_ target: Int, in state: inout BrowserState, now: Date) -> [Effect] {
        let count = state.list.photoCount
        guard count > 0 else { return [] }
        let current = state.list.selectedPhotoIndex ?? 0
        state.list.selectPhoto(at: min(max(0, target), count - 1), viewportRows: state.viewportRows)
        guard target > current else {
            state.pendingMoves = 0
            guard state.isSeekingEnd else { return [] }
            state.isSeekingEnd = false
            return [.clearSeekNotice]
        }
        state.pace.moved(rows: target - current, at: now)
        if target > count - 1, state.canLoadMore, !state.isListStale { state.pendingMoves += target - (count - 1) }
        return []
    }
}
