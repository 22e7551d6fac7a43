import Foundation
import PhotoCore

/// The browser's logic as a function: `reduce(into:_:_:)` folds one ``BrowserAction`` into the
/// ``BrowserState`` and returns the ``BrowserEffect``s it asks for, touching nothing else. Split by
/// feature: commands (here), notices, paging and feeds, screens, library writes, downloads,
/// culling, the full-screen photo, the Duplicates screen.
///
/// ```swift
/// var state = BrowserState()
/// let effects = BrowserReducer.reduce(into: &state, .command(.openTopics), context)
/// ```
enum BrowserReducer {
    /// Screens deeper than this are refused (each keeps its rows in memory).
    static let maxScreens = 40

    /// Folds `action` into `state`.
    static func reduce(into state: inout BrowserState, _ action: BrowserAction, _ context: BrowserContext) -> [BrowserEffect] {
        let effects: [BrowserEffect]
        switch action {
        case .command(let command): effects = reduce(command, into: &state, context)
        case .list(let event, let screenID): effects = take(event, from: screenID, in: &state, context)
        case .feed(let output): effects = apply(output, to: &state, context)
        case .noticeExpired(let serial): effects = expireNotice(serial, in: &state)
        case .spinnerTicked:
            state.spinnerTick += 1
            effects = []
        case .notify(let text, let isTransient): effects = notice(text, isTransient: isTransient, in: &state)
        case .libraryWriteFailed(let write, let message): effects = writeFailed(write, message: message, in: &state)
        case .libraryWriteSucceeded: effects = writeSucceeded(in: &state, context)
        case .sourceSwitched(let traits, let option): effects = sourceSwitched(to: traits, option, in: &state)
        case .sourceSwitchFailed(let option, let message):
            effects = notice("Could not switch to \(option): \(message)", isTransient: false, in: &state)
        case .frameNearEnd(let nearEnd): effects = askForTheNextPageIfNear(nearEnd, in: &state, context)
        case .keyArrived(let command, let timesRows):
            if state.isConfirmingQuit && command != .quit { state.isConfirmingQuit = false }
            if timesRows, case .edit(.character) = command { state.freshRows = false }
            effects = []
        case .freshRowsDrawn:
            state.freshRows = false
            effects = []
        case .searchHistoryLoaded(let entries): effects = searchHistoryLoaded(entries, in: &state)
        case .copied(let outcome, let what, let note): effects = copied(outcome, what: what, note: note, in: &state)
        case .opened(let answer): effects = notice(answer.notice, isTransient: true, in: &state)
        case .jumpTargetFound(let target, let jump, let order): effects = jumpTargetFound(target, jump: jump, order: order, in: &state, context)
        case .fullScreenFileGone: effects = fullScreenFileGone(in: &state, context)
        case .duplicatesFound(let request, let groups): effects = duplicatesFound(groups, request: request, in: &state)
        case .duplicatesNotFound(let request, let message): effects = duplicatesNotFound(message, request: request, in: &state)
        case .movedToTrash(let batch, let sizes): effects = movedToTrash(batch, sizes: sizes, in: &state, context)
        case .trashFailed(let message): effects = trashFailed(message, in: &state)
        case .restoredFromTrash(let batch, let staying): effects = restoredFromTrash(batch, staying: staying, in: &state)
        case .restoreFailed(let batch, let message): effects = restoreFailed(batch, message: message, in: &state)
        }
        return effects + detailPolicy(in: &state)
    }

    /// What `command` changes and asks for.
    static func reduce(_ command: BrowserCommand, into state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch command {
        case .edit(let key):
            guard state.query.handle(key) else { return [] }
            state.historyWalk = nil
            return queryEdited(in: &state)
        case .submitSearch:
            let remembered = rememberSearch(state, context)
            state.mode.focus = .list
            return remembered + [.searchNow]
        case .focusList:
            let remembered = state.mode.focus == .search ? rememberSearch(state, context) : []
            state.historyWalk = nil
            state.mode.focus = .list
            return remembered
        case .focusSearch:
            // The search box belongs to the first list: searching leaves the screens opened over it.
            let effects = goBack(toDepth: 0, in: &state, context)
            state.mode.isShowingDetail = false
            state.mode.focus = .search
            return effects
        case .clearSearch:
            state.query.setText("")
            return queryEdited(in: &state)
        case .move(let move) where state.mode.overlay == .filters:
            moveInFilters(move, in: &state)
            return []
        case .move(let move) where state.mode.overlay == nil:
            return carryOut(ListNavigation.move(move, in: &state, now: context.now), in: &state, context)
        case .move(let move): return scrollHelp(move, in: &state, context)
        case .pointer(let event):
            return carryOut(ListNavigation.pointer(event, in: &state, now: context.now), in: &state, context)
        case .openDetail: return openDetail(in: &state, context)
        case .closeDetail:
            state.mode.isShowingDetail = false
            return []
        case .cancelPick where !state.session.stack.isEmpty:
            // Picking, Esc goes back first, and cancels from the first list.
            return goBack(in: &state, context)
        case .quit where state.downloadingPhoto != nil && !state.isConfirmingQuit:
            // A second q (the next key) quits; Ctrl-C (.quitNow) never asks.
            state.isConfirmingQuit = true
            return []
        case .quit, .quitNow, .cancelPick:
            // Picking, every way out but Enter is a cancel: nothing is printed.
            state.picker?.chosen = nil
            return [.quit]
        case .pick: return pick(in: &state, context)
        case .toggleFavorite: return toggleFavorite(in: &state, context)
        case .download: return usesMarks(state) ? downloadMarked(in: &state) : download(in: &state)
        case .rate(let stars): return rate(stars, in: &state, context)
        case .toggleReject: return toggleReject(in: &state, context)
        case .toggleMark: return toggleMark(in: &state, context)
        case .clearMarks: return clearMarks(in: &state)
        case .toggleGrid: return toggleGrid(in: &state)
        case .showFilters: return showFilters(in: &state, context)
        case .applyFilters: return applyFilters(in: &state)
        case .historyBack: return historyBack(containingTyped: false, in: &state)
        case .historySearch: return historyBack(containingTyped: true, in: &state)
        case .historyForward: return historyForward(in: &state, context)
        case .openInBrowser: return openInBrowser(in: &state)
        case .copyLink: return copyLink(in: &state)
        case .copyCredit: return copyCredit(in: state)
        case .jumpTimeline(let jump): return jumpTimeline(jump, in: &state)
        case .retry: return [.retry]
        case .showHelp:
            state.helpScroll = 0
            state.mode.overlay = .help
            return []
        case .dismissOverlay:
            state.filterEditor = nil
            state.mode.overlay = nil
            return []
        case .openPhotographer, .openRelated, .openTopics, .openCollections: return openNavigation(command, in: &state, context)
        case .back: return goBack(in: &state, context)
        case .none: return []
        case .openDuplicates, .duplicates, .restoreTrash: return duplicates(command, in: &state, context)
        case .zoom, .nextPhoto, .previousPhoto:
            // The Duplicates screen's full-screen member zooms with the same keys.
            return state.mode.isReviewingDuplicates ? duplicates(command, in: &state, context) : fullScreen(command, in: &state, context)
        case .pan, .toggleInfo, .openPhoto, .closePhoto: return fullScreen(command, in: &state, context)
        }
    }

    /// Marks are acted on from the list and the grid; full-screen, a key acts on the photo shown.
    static func usesMarks(_ state: BrowserState) -> Bool {
        !state.culling.marks.isEmpty && !state.mode.isShowingDetail && !state.mode.isShowingPhoto
    }

    /// Whether a rested selection may fetch its full record: not while the list is being replaced
    /// by a new search (the selection is stale), nor when the quota runs low. Told on change only.
    static func detailPolicy(in state: inout BrowserState) -> [BrowserEffect] {
        let fetches = !state.isListStale && !state.budget.isFrugal
        guard state.session.detailFetchesOnRest != fetches else { return [] }
        state.session.detailFetchesOnRest = fetches
        return [.detailFetchesOnRest(fetches)]
    }

    /// Gives the detail the selected photo when it changed.
    static func selectionChanged(in state: inout BrowserState) -> [BrowserEffect] {
        let photo = state.list.selectedPhoto
        guard photo?.id != state.session.detailPhotoID else { return [] }
        state.session.detailPhotoID = photo?.id
        return [.showDetail(photo)]
    }

    /// What a move asked for besides the state it changed; then the detail follows the selection.
    static func carryOut(_ moves: [ListNavigation.Effect], in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for move in moves {
            switch move {
            case .notice(let text, let isTransient): effects += notice(text, isTransient: isTransient, in: &state)
            case .clearSeekNotice:
                if state.notice?.text.hasPrefix("Loading to the end") == true { effects += clearNotice(in: &state) }
            case .openSelected: effects += openDetail(in: &state, context)
            }
        }
        return effects + selectionChanged(in: &state)
    }

    static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    private static func openDetail(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        if let group = state.list.selectedGroup, !state.mode.isShowingDetail { return open(group.screen, in: &state, context) }
        guard let photo = state.list.selectedPhoto, !state.mode.isShowingDetail else { return [] }
        state.mode.isShowingDetail = true
        return write(.recordView(photo), context) + [.openDetail]
    }

    private static func pick(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard var picker = state.picker else { return [] }
        // A topic or collection is not a photo to print: Enter opens it, as when browsing.
        if let group = state.list.selectedGroup, !state.mode.isShowingDetail { return open(group.screen, in: &state, context) }
        let marked = state.culling.marks.photos
        let chosen = marked.isEmpty ? (state.detail?.photo ?? state.list.selectedPhoto).map { [$0] } ?? [] : marked
        guard !chosen.isEmpty else { return [] }
        picker.chosen = chosen
        state.picker = picker
        return [.quit]
    }

    private static func toggleGrid(in state: inout BrowserState) -> [BrowserEffect] {
        if state.listsGroups { return notice("Topics and collections show as a list", isTransient: true, in: &state) }
        if state.isPlain { return notice("Plain mode shows a list: the grid is made of images", isTransient: true, in: &state) }
        state.mode.isGrid.toggle()
        state.pendingMoves = 0
        state.frame?.visiblePhotoIDs = []  // the other view's thumbnails are another size
        return []
    }
}
