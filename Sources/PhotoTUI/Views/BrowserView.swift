import Foundation
import PhotoCore
import Terminal

/// The whole browser for one frame, built from the state: search bar, result list, side detail
/// pane, status line, the full-screen detail and the overlays. It reads the state and the image
/// cells and writes nothing but the buffer.
struct BrowserView: Widget {
    var state: BrowserState
    var theme: Theme
    /// Cache figures for the status line.
    var cacheSummary: String
    var thumbnail: (Photo) -> ImageCells?
    var preview: (Photo, Size) -> ImageCells?
    /// The preview in real pixels, when the terminal shows them and they are ready.
    var pixels: (Photo, Size) -> GraphicsImage? = { _, _ in nil }
    /// A photo's thumbnail cells at a size (the grid's).
    var gridThumbnail: (Photo, Size) -> ImageCells? = { _, _ in nil }
    /// A photo's list thumbnail in real pixels, when the terminal shows them and it is encoded.
    var thumbnailPixels: (Photo) -> GraphicsImage? = { _ in nil }
    /// The same for the grid, at a size.
    var gridThumbnailPixels: (Photo, Size) -> GraphicsImage? = { _, _ in nil }
    /// The key table in force (`[keys]` applied), for the hints and the help.
    var keys: [KeyBinding] = KeyMap.table

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let layout = BrowserLayout(size: area.size)
        let mode = state.mode
        searchBar.render(in: layout.searchBar, into: &buffer)
        if mode.isShowingDetail {
            detailPane(isFullScreen: true).render(in: layout.fullScreenDetail, into: &buffer)
        } else {
            let rule = Rect(x: layout.list.x, y: layout.list.y - 1, width: layout.list.width, height: 1)
            for x in rule.x..<rule.maxX { buffer.set(x: x, y: rule.y, cell: Cell(symbol: "─", style: theme[.dim])) }
            var headingWidth = rule.width - 2
            if let position = state.list.positionText {
                headingWidth -= buffer.draw(position, in: rule.inset(horizontal: 1), style: theme[.dim], alignment: .right) + 1
            }
            if let heading, headingWidth > 3 {
                buffer.draw(" \(heading) ", at: Point(x: rule.x + 1, y: rule.y), width: headingWidth,
                            style: state.screens.isEmpty ? theme[.dim] : theme[.accent])
            }
            if mode.isGrid && !state.listsGroups {
                PhotoGridView(photos: state.list.photos, selected: state.list.selectedPhotoIndex, topRow: state.gridTopRow,
                              isFocused: mode.focus == .list, isStale: state.isListStale, thumbnail: gridThumbnail,
                              pixels: gridThumbnailPixels, theme: theme)
                    .render(in: layout.list, into: &buffer)
            } else {
                PhotoListView(list: state.list, isFocused: mode.focus == .list, isStale: state.isListStale,
                              isMarked: { state.picker?.isMarked($0) ?? false },
                              isFavorite: { state.favoriteKeys.contains(LibraryRecord.key(of: $0)) }, thumbnail: thumbnail,
                              pixels: thumbnailPixels, theme: theme)
                    .render(in: layout.list, into: &buffer)
            }
            if state.list.rows.isEmpty, let message = emptyMessage {
                buffer.draw(message, in: layout.list.row(layout.list.height / 2), style: theme[.dim], alignment: .center)
            }
            if let pane = layout.detail { detailPane(isFullScreen: false).render(in: pane, into: &buffer) }
        }
        let context = state.keyContext
        // The question asked by q during a download stands above any other message until answered.
        let error = state.isConfirmingQuit ? nil : state.error
        let notice = state.isConfirmingQuit ? Self.quitQuestion : state.notice?.text
        var status = StatusLineView(
            source: state.scanSummary.map { "\(state.source) · \($0)" } ?? state.source, budget: state.budget.statusText(),
            cacheSummary: cacheSummary, libraryMark: state.libraryMark?.rawValue, errorMessage: error, notice: notice,
            hints: KeyMap.hints(for: context, essentialOnly: false, hiding: hiddenKeys, hidingCommands: hiddenCommands, picking: state.picker != nil, table: keys),
            shortHints: KeyMap.hints(for: context, essentialOnly: true, hiding: hiddenKeys, hidingCommands: hiddenCommands, picking: state.picker != nil, table: keys),
            theme: theme)
        if !status.fitsMessage(at: layout.statusLine.width), let message = error ?? notice {
            // Too long for the line: whole, wrapped, just above it.
            let panel = MessagePanelView(message: message, isError: error != nil)
            panel.render(in: panel.area(above: layout.statusLine), into: &buffer)
            status.errorMessage = nil
            status.notice = nil
        }
        status.render(in: layout.statusLine, into: &buffer)
        switch mode.overlay {
        case .help?:
            let picking = state.picker != nil
            let help = state.isLocalSource
                ? KeyMap.help(hiding: ["d", "o", "y", "Y"], hidingCommands: missingNavigation, picking: picking, table: keys) + KeyMap.localFileHelp
                : KeyMap.help(hiding: [], hidingCommands: missingNavigation, picking: picking, table: keys)
            Overlay(title: " Keys ", lines: help, footer: "any key to close", borderStyle: theme[.accent])
                .render(in: area, into: &buffer)
        case .filters?:
            let editor = state.filterEditor ?? FilterEditor(editing: state.filters, traits: state.traits)
            Overlay(title: " Filters ", lines: editor.lines, footer: "↑↓ choose  ←→ change  Enter apply  Esc cancel",
                    borderStyle: theme[.accent]).render(in: area, into: &buffer)
        case nil: break
        }
    }

    /// Keys that mean nothing here: a local file has nothing to download (its help says what
    /// `o`, `y` and `d` do instead).
    private var hiddenKeys: Set<String> { state.isLocalSource ? ["d"] : [] }

    /// What cannot be done here, on whatever keys `[keys]` put it: the first list has nothing to
    /// go back to, a source without topics has no topics.
    private var hiddenCommands: [BrowserCommand] {
        missingNavigation + (state.screens.isEmpty ? [.back] : [])
    }

    /// The commands of what the source does not offer (`t` without topics).
    private var missingNavigation: [BrowserCommand] {
        let commands: [(PhotoNavigation, BrowserCommand)] = [
            (.photographer, .openPhotographer), (.related, .openRelated), (.topics, .openTopics), (.collections, .openCollections),
        ]
        return commands.filter { !state.navigation.contains($0.0) }.map(\.1)
    }

    /// The line above the list: where the screens opened lead ("Home › Photos by Ana Lee"), or
    /// the home feed's topics.
    var heading: String? {
        if !state.screens.isEmpty {
            // The search box keeps the first list's search while screens are open over it.
            let query = state.query.text.trimmingCharacters(in: .whitespaces)
            let titles = [query.isEmpty ? "Home" : "“\(query)”"] + state.screens.map(\.title)
            return (titles.count > 4 ? ["…"] + titles.suffix(3) : titles).joined(separator: " › ")
        }
        let query = state.query.text.trimmingCharacters(in: .whitespaces)
        guard query.isEmpty, state.navigation.contains(.topics) else { return nil }
        // Launch costs one request: the topics come with the feed's first topic section.
        return state.topics.isEmpty ? "Topics: press t" : "Topics (t): " + state.topics.map(\.title).joined(separator: " · ")
    }

    var searchBar: SearchBarView {
        SearchBarView(query: state.query, isFocused: state.mode.focus == .search && !state.mode.isShowingDetail,
                      isLoading: state.loading != .idle, spinnerTick: state.spinnerTick,
                      totalCount: state.isListStale ? nil : state.totalCount,
                      // A screen that shows its list unfiltered shows no filters (opening it said so).
                      filters: state.listTakesFilters || state.showsEditorialHome ? state.filters.summary : nil,
                      filtersIdle: state.showsEditorialHome, theme: theme,
                      countNoun: countNoun)
    }

    private func detailPane(isFullScreen: Bool) -> DetailPaneView {
        DetailPaneView(detail: state.detail, isLoadingDetail: state.isLoadingDetail, errorMessage: state.detailError,
                       isFullScreen: isFullScreen, preview: preview, pixels: pixels, theme: theme,
                       group: state.list.selectedGroup)
    }

    /// The status line while `q` waits for a second `q` during a download.
    static let quitQuestion = "A download is in progress — press q again to quit and cancel it (Ctrl-C quits at once)"

    /// What the search bar's count counts.
    private var countNoun: (String, String) {
        switch state.screens.last {
        case .topics?: return ("topic", "topics")
        case .collections?: return ("collection", "collections")
        default: return ("photo", "photos")
        }
    }

    /// What an empty list says.
    private var emptyMessage: String? {
        if state.loading != .idle { return "Loading…" }
        if state.error != nil { return "Nothing to show — press r to retry" }
        if let screen = state.screens.last { return screen.listsGroups ? "None found" : "No photos here" }
        let query = state.query.text.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? nil : "No photos match “\(query)”"
    }
}
