import Foundation
import PhotoCore
import Terminal

/// The commands ``BrowserReducer`` does not take yet, carried out in place: they read the library
/// (past searches), the file system (a folder photo still there), the clipboard's answer, the key
/// table's layout of the help, or run the Duplicates and full-screen features, which keep their
/// own helpers. Each is a candidate for the reducer next.
extension BrowserModel {
    /// Carries out `command` in place (``send(_:)`` asks the reducer first).
    func performInPlace(_ command: BrowserCommand) {
        switch command {
        case .historyBack:
            if state.historyWalk == nil {
                state.historyWalk = SearchHistoryWalk(entries: (try? library.recentSearches()) ?? [], typed: state.query.text)
            }
            showHistoryEntry(state.historyWalk?.older())
        case .historyForward:
            guard state.historyWalk != nil else { return perform(.focusList) }
            if let entry = state.historyWalk?.newer() {
                showHistoryEntry(entry)
            } else {
                let typed = state.historyWalk?.typed ?? ""
                state.historyWalk = nil
                state.query.setText(typed)
                run(BrowserReducer.queryEdited(in: &state))
            }
        case .historySearch:
            if state.historyWalk == nil {
                let typed = state.query.text
                let entries = (try? library.recentSearches(matching: BrowserReducer.trimmed(typed), containing: true)) ?? []
                state.historyWalk = SearchHistoryWalk(entries: entries, typed: typed)
            }
            showHistoryEntry(state.historyWalk?.older())
        case .move(let move):
            // The help overlay: its scrolling depends on its layout.
            let help = HelpOverlayView(state: state, keys: keyTable, theme: theme)
            state.helpScroll = help.scrolled(state.helpScroll, by: move, in: Rect(size: state.size))
        case .openInBrowser: openInBrowser()
        case .copyLink: copyLink()
        case .copyCredit:
            guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return }
            showNotice(copyNotice(photo.creditLine, what: "Credit"), isTransient: true)
        case .showFilters:
            let option = state.session.sourceOption
            let others = (effects.sourceSwitcher?.available ?? []).filter { $0 != option }
            var current = state.filters
            current.source = nil
            state.filterEditor = FilterEditor(editing: current, traits: state.traits,
                                              sources: effects.sourceSwitcher == nil ? [] : [option] + others)
            state.mode.overlay = .filters
        case .applyFilters: applyFilters()
        case .openDuplicates, .duplicates, .restoreTrash: performDuplicates(command)
        case .jumpTimeline(let jump): jumpTimeline(jump)
        case .zoom, .pan, .nextPhoto, .previousPhoto, .toggleInfo, .openPhoto, .closePhoto:
            switch FullScreenNavigation.perform(command, in: &state, cellPixels: fullScreenImages.cellPixels) {
            case .move(let move)?: return perform(.move(move))
            case .openDetail?: perform(.openDetail)
            case .notice(let text)?: showNotice(text, isTransient: true)
            case nil: break
            }
        default: break  // reduced by ``BrowserReducer``
        }
    }

    /// Puts a past search in the box (and searches it, as typing would); at the end of the walk,
    /// says there is nothing older.
    private func showHistoryEntry(_ entry: String?) {
        guard let entry else {
            showNotice(state.historyWalk?.entries.isEmpty == false ? "No older searches" : "No past searches", isTransient: true)
            return
        }
        state.query.setText(entry)
        run(BrowserReducer.queryEdited(in: &state))
    }

    /// The filters overlay's draft in force (a new source is the reducer's).
    private func applyFilters() {
        guard let editor = state.filterEditor else {
            state.mode.overlay = nil
            return
        }
        state.filterEditor = nil
        state.mode.overlay = nil
        let ratingFilter = state.filters.rating
        defer { run(BrowserReducer.ratingFilterChanged(from: ratingFilter, in: &state)) }
        state.filters = editor.draft
        run([.filter(editor.draft)])
        // Only an editorial feed ignores them: a folder's or a shelf's home is filtered.
        if state.filters.summary != nil, state.traits.homeFeed.heading != nil, BrowserReducer.trimmed(state.query.text).isEmpty {
            showNotice("Filters apply to searches, not the home feed: type a search to use them", isTransient: true)
        }
    }

    /// `o`: the selected folder photo's file, or the photo's page on its site.
    private func openInBrowser() {
        if let file = selectedLocalFile {
            guard FileNameBytes.withCString(file.path, { access($0, F_OK) }) == 0 else {
                return showNotice("\(file.name) has been removed", isTransient: true)
            }
            return showNotice(open(LocalFileURL.make(path: file.path)) ?? "Opening \(file.name)…", isTransient: true)
        }
        guard let url = selectedPhotoPage else { return }
        if let refusal = LinkPolicy.refusal(for: url) { return showNotice(refusal, isTransient: true) }
        if let local = Self.localPageNotice(url, of: state.list.selectedPhoto) { return showNotice(local, isTransient: true) }
        showNotice(open(url) ?? "Opening \(url.host ?? "the photo page")…", isTransient: true)
    }

    /// `y`: every marked photo's link or path, else the selected one's.
    private func copyLink() {
        if usesMarks { return copyMarked() }
        if let file = selectedLocalFile {
            return showNotice(copyNotice(ShellQuote.path(file.path), what: "Path"), isTransient: true)
        }
        guard let url = selectedPhotoPage else { return }
        if let refusal = LinkPolicy.refusal(for: url) { return showNotice(refusal, isTransient: true) }
        if let local = Self.localPageNotice(url, of: state.list.selectedPhoto) { return showNotice(local, isTransient: true) }
        showNotice(copyNotice(url.absoluteString, what: "Link"), isTransient: true)
    }
}
