import PhotoCore
import Terminal

/// The `?` help and the `f` filters overlays: scrolling the help (its layout follows the key
/// table), opening the filters' draft, changing it, and putting it in force.
extension BrowserReducer {
    /// The help's first row after `move`, kept within its layout on this screen.
    static func scrollHelp(_ move: ListMove, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let help = HelpOverlayView(state: state, keys: context.keys, theme: .standard)
        state.helpScroll = help.scrolled(state.helpScroll, by: move, in: Rect(size: state.size))
        return []
    }

    /// `f`: a draft of the filters in force, with the source row when sources can be switched.
    static func showFilters(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let option = state.session.sourceOption
        let others = (context.switchableSources ?? []).filter { $0 != option }
        var current = state.filters
        current.source = nil
        state.filterEditor = FilterEditor(editing: current, traits: state.traits,
                                          sources: context.switchableSources == nil ? [] : [option] + others)
        state.mode.overlay = .filters
        return []
    }

    /// The filters overlay: up and down choose a row, left and right change its value.
    static func moveInFilters(_ move: ListMove, in state: inout BrowserState) {
        switch move {
        case .up: state.filterEditor?.selectPreviousRow()
        case .down: state.filterEditor?.selectNextRow()
        case .left: state.filterEditor?.changeValue(by: -1)
        case .right: state.filterEditor?.changeValue(by: 1)
        case .pageUp, .pageDown, .first, .last: break
        }
    }

    /// Enter in the filters overlay: another source is switched to; else the draft is put in
    /// force (the search follows it, the rating filter re-culls the rows).
    static func applyFilters(in state: inout BrowserState) -> [BrowserEffect] {
        guard let editor = state.filterEditor else {
            state.mode.overlay = nil
            return []
        }
        state.filterEditor = nil
        state.mode.overlay = nil
        if let target = editor.draft.source, target != state.session.sourceOption { return [.switchSource(target)] }
        let ratingFilter = state.filters.rating
        state.filters = editor.draft
        var effects: [BrowserEffect] = [.filter(editor.draft)]
        // Only an editorial feed ignores them: a folder's or a shelf's home is filtered.
        if state.filters.summary != nil, state.traits.homeFeed.heading != nil, trimmed(state.query.text).isEmpty {
            effects += notice("Filters apply to searches, not the home feed: type a search to use them", isTransient: true, in: &state)
        }
        return effects + ratingFilterChanged(from: ratingFilter, in: &state)
    }
}
