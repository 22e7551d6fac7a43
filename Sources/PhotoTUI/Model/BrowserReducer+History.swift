/// Walking past searches in the search box (↑, ↓, Ctrl-R): the library's list is read by the
/// runner (``BrowserEffect/loadSearchHistory(containing:)``) when a walk begins; each step puts
/// an entry in the box and searches it, as typing would.
extension BrowserReducer {
    /// ↑ (or Ctrl-R, walking only the searches containing what was typed): the next older search.
    static func historyBack(containingTyped: Bool, in state: inout BrowserState) -> [BrowserEffect] {
        guard state.historyWalk != nil else {
            return [.loadSearchHistory(containing: containingTyped ? trimmed(state.query.text) : nil)]
        }
        return showHistoryEntry(state.historyWalk?.older(), in: &state)
    }

    /// ↓: the next newer search, past the newest the text typed before the walk; without a walk,
    /// the list.
    static func historyForward(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard state.historyWalk != nil else { return reduce(.focusList, into: &state, context) ?? [] }
        if let entry = state.historyWalk?.newer() { return showHistoryEntry(entry, in: &state) }
        let typed = state.historyWalk?.typed ?? ""
        state.historyWalk = nil
        state.query.setText(typed)
        return queryEdited(in: &state)
    }

    /// The library's answer: the walk begins at its most recent entry.
    static func searchHistoryLoaded(_ entries: [String], in state: inout BrowserState) -> [BrowserEffect] {
        state.historyWalk = SearchHistoryWalk(entries: entries, typed: state.query.text)
        return showHistoryEntry(state.historyWalk?.older(), in: &state)
    }

    /// Puts a past search in the box (and searches it); at the end of the walk, says there is
    /// nothing older.
    private static func showHistoryEntry(_ entry: String?, in state: inout BrowserState) -> [BrowserEffect] {
        guard let entry else {
            return notice(state.historyWalk?.entries.isEmpty == false ? "No older searches" : "No past searches", isTransient: true, in: &state)
        }
        state.query.setText(entry)
        return queryEdited(in: &state)
    }
}
