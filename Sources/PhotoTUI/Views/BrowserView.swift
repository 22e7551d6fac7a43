import Foundation
import PhotoCore
import Terminal

/// The whole browser for one frame, built from the state: search bar, result list, side detail
/// pane, status line, the full-screen detail and the overlays. It reads the state and the image
/// cells and writes nothing but the buffer. Every key it names (hints, placeholders, "press r to
/// retry") comes from the key table as it is where the person is, so each works where it shows.
/// In plain mode it draws no images and no decoration, one sentence per row in one column, and
/// puts the terminal's cursor on the selection for a screen reader to follow.
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
    var keys = KeyTable.standard
    /// The full-screen view's images.
    var fullScreenImages = FullScreenImages()

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let layout = BrowserLayout(size: area.size, sidePane: !state.isPlain)
        let mode = state.mode
        if mode.isShowingDetail && mode.isShowingPhoto && !state.isPlain {
            // The photo over the whole terminal (plain mode keeps its text detail).
            fullScreenView.render(in: area, into: &buffer)
            return renderOverlay(in: area, into: &buffer)
        }
        if mode.isReviewingDuplicates, let review = state.duplicates {
            if review.isFullScreen, let member = review.member, !state.isPlain {
                duplicateFullScreenView(review, member: member.photo).render(in: area, into: &buffer)
                return renderOverlay(in: area, into: &buffer)
            }
            DuplicateReviewView(review: review, folder: state.source, thumbnail: gridThumbnail, pixels: gridThumbnailPixels, theme: theme)
                .render(in: DuplicateReviewView.area(in: layout), into: &buffer)
            renderStatusLine(in: layout.statusLine, into: &buffer)
            return renderOverlay(in: area, into: &buffer)
        }
        searchBar.render(in: layout.searchBar, into: &buffer)
        if mode.isShowingDetail {
            detailPane(isFullScreen: true).render(in: layout.fullScreenDetail, into: &buffer)
        } else {
            renderHeading(above: layout.list, into: &buffer)
            if state.showsGrid {
                PhotoGridView(photos: state.list.photos, selected: state.list.selectedPhotoIndex, topRow: state.grid.topRow,
                              isFocused: mode.focus == .list, isStale: state.isListStale, thumbnail: gridThumbnail,
                              pixels: gridThumbnailPixels, theme: theme, isMarked: state.culling.marks.contains,
                              badge: { badge(of: $0).symbols })
                    .render(in: layout.list, into: &buffer)
            } else {
                PhotoListView(list: state.list, isFocused: mode.focus == .list, isStale: state.isListStale,
                              isMarked: state.culling.marks.contains,
                              isFavorite: { state.favoriteKeys.contains(LibraryRecord.key(of: $0)) }, badge: badge(of:), thumbnail: thumbnail,
                              pixels: thumbnailPixels, theme: theme, isPlain: state.isPlain)
                    .render(in: layout.list, into: &buffer)
            }
            if let message = EmptyListMessage.text(for: state, keys: keys) {
                let row = layout.list.row(layout.list.height / 2)
                // Plain, where the cursor rests: at the start of the line.
                buffer.draw(message, in: row, style: theme[.dim], alignment: state.isPlain ? .left : .center)
            }
            if let pane = layout.detail { detailPane(isFullScreen: false).render(in: pane, into: &buffer) }
        }
        renderStatusLine(in: layout.statusLine, into: &buffer)
        renderOverlay(in: area, into: &buffer)
        if state.isPlain { buffer.cursor = plainCursor(layout: layout, area: area) ?? buffer.cursor }
    }

    /// The help or the filters over the screen.
    private func renderOverlay(in area: Rect, into buffer: inout CellBuffer) {
        switch state.mode.overlay {
        case .help?:
            HelpOverlayView(state: state, keys: keys, theme: theme).render(in: area, into: &buffer)
        case .filters?:
            let editor = state.filterEditor ?? FilterEditor(editing: state.filters, traits: state.traits)
            let footer = state.isPlain ? "Up, Down choose; Left, Right change; Enter applies; Esc cancels"
                : "↑↓ choose  ←→ change  Enter apply  Esc cancel"
            Overlay(title: " Filters ", lines: editor.lines(plain: state.isPlain), footer: footer, borderStyle: theme[.accent],
                    isBordered: !state.isPlain).render(in: area, into: &buffer)
        case nil: break
        }
    }

    /// The full-screen view of the detail's photo.
    private var fullScreenView: FullScreenPhotoView {
        let images = fullScreenImages, zoom = state.fullScreen.zoom
        // A lasting notice (the source's, at launch) stays off the photo; a passing one shows.
        let message = state.detailError.map(withKeys) ?? state.error ?? state.notice.flatMap { $0.isTransient ? $0.text : nil }
        return FullScreenPhotoView(photo: state.detail?.photo, state: state.fullScreen,
                                   image: { images.image(of: $0, zoom: zoom, in: $1) }, cells: images.cells, pixels: images.pixels,
                                   message: message, isError: state.detailError != nil || state.error != nil, theme: theme,
                                   ahead: images.ahead)
    }

    /// `z` on the Duplicates screen: the member over the screen at its zoom, its caption (or the
    /// Trash's question, or a notice) on the bottom line with the keys that flip, go back and zoom
    /// (zoomed larger than the screen, `h j k l` pan and `n` `p` flip).
    private func duplicateFullScreenView(_ review: DuplicateReview, member: Photo) -> FullScreenPhotoView {
        let images = fullScreenImages, zoom = review.zoom
        let frame = FullScreenNavigation.frame(of: member, area: DuplicateReview.fullScreenArea(size: state.size), cellPixels: images.cellPixels)
        let pans = FullScreenNavigation.pans(member, zoom, in: frame)
        let key = { (command: BrowserCommand, fallback: String) in keys.key(for: command, in: .duplicates) ?? fallback }
        let next = pans ? key(.nextPhoto, "n") : key(.duplicates(.nextMember), "l")
        let previous = pans ? key(.previousPhoto, "p") : key(.duplicates(.previousMember), "h")
        let back = key(.duplicates(.toggleFullScreen), "z")
        let pan = [key(.duplicates(.previousMember), "h"), key(.duplicates(.nextGroup), "j"), key(.duplicates(.previousGroup), "k"),
                   key(.duplicates(.nextMember), "l")].joined(separator: " ")
        let zoomKeys = review.fullScreenZoomKeys(zoom: key(.zoom(.zoomIn), "+") + " " + key(.zoom(.zoomOut), "-"), fit: key(.zoom(.fit), "0"),
                                                 pan: pan, label: pans ? zoom.label(in: frame) : nil)
        let caption = [review.fullScreenCaption ?? "", review.fullScreenKeys(next: next, previous: previous, back: back), zoomKeys]
            .joined(separator: " · ")
        let message = review.question ?? state.notice?.text ?? caption
        return FullScreenPhotoView(photo: member, state: FullScreenState(zoom: zoom, showsInfo: true),
                                   image: { images.image(of: $0, zoom: zoom, in: $1) }, cells: images.cells, pixels: images.pixels,
                                   message: message, isError: false, theme: theme)
    }

    /// The line above the list: where the screens opened lead, or the topics, and the position.
    private func renderHeading(above list: Rect, into buffer: inout CellBuffer) {
        let rule = Rect(x: list.x, y: list.y - 1, width: list.width, height: 1)
        if !state.isPlain {
            for x in rule.x..<rule.maxX { buffer.set(x: x, y: rule.y, cell: Cell(symbol: "─", style: theme[.dim])) }
        }
        var headingWidth = rule.width - 2
        if let position = state.list.positionText {
            headingWidth -= buffer.draw(position, in: rule.inset(horizontal: 1), style: theme[.dim], alignment: .right) + 1
        }
        if let heading, headingWidth > 3 {
            buffer.draw(state.isPlain ? PlainText.words(heading) : " \(heading) ", at: Point(x: rule.x + 1, y: rule.y), width: headingWidth,
                        style: state.screens.isEmpty ? theme[.dim] : theme[.accent])
        }
    }

    private func renderStatusLine(in line: Rect, into buffer: inout CellBuffer) {
        let context = state.keyContext, picking = state.picker != nil
        var hints = keys.hints(for: context, essentialOnly: false, hidingCommands: hiddenCommands, picking: picking)
        var shortHints = keys.hints(for: context, essentialOnly: true, hidingCommands: hiddenCommands, picking: picking)
        // The question asked by q during a download stands above any other message until answered.
        var notice = state.isConfirmingQuit ? Self.quitQuestion : state.notice?.text
        if state.isPlain {
            hints = PlainText.hints(hints)
            shortHints = PlainText.hints(shortHints)
            notice = notice.map(PlainText.words) ?? plainStatus
        }
        // Plain: the figures in words too (the cache's "images 1 kB · disk 2 kB").
        let worded: (String) -> String = state.isPlain ? PlainText.words : { $0 }
        var status = StatusLineView(
            source: worded(statusSource), budget: state.budget.statusText().map(worded),
            cacheSummary: worded(cacheSummary), libraryMark: state.libraryMark?.rawValue,
            errorMessage: state.isConfirmingQuit ? nil : state.error.map(withKeys), notice: notice,
            hints: hints, shortHints: shortHints, theme: theme, isPlain: state.isPlain)
        if !status.fitsMessage(at: line.width), let message = status.errorMessage ?? status.notice {
            // Too long for the line: whole, wrapped, just above it.
            let panel = MessagePanelView(message: message, isError: status.errorMessage != nil)
            panel.render(in: panel.area(above: line), into: &buffer)
            status.errorMessage = nil
            status.notice = nil
        }
        status.render(in: line, into: &buffer)
    }

    /// Plain mode's word for what is happening, when nothing else is said: a screen reader hears
    /// the change where a spinner would turn.
    private var plainStatus: String? {
        let query = state.query.text.trimmingCharacters(in: .whitespaces)
        switch state.loading {
        case .firstPage: return query.isEmpty ? "Loading photos…" : "Searching for “\(query)”…"
        case .nextPage: return "Loading more…"
        case .idle:
            guard !query.isEmpty, !state.isListStale, let total = state.totalCount else { return nil }
            return "“\(query)”: \(Formatting.grouped(total)) \(total == 1 ? "photo" : "photos")"
        }
    }

    /// A message that names the retry key, naming the one that works here ("press Esc, then r").
    private func withKeys(_ message: String) -> String {
        guard let retry = keys.reach(.retry, from: state.keyContext, picking: state.picker != nil), retry != "r" else { return message }
        return message.replacingOccurrences(of: "press r", with: "press \(retry)")
    }

    /// Where plain mode puts the terminal's cursor: on the first cell of what has focus (the
    /// selected row, the detail's title, the filter being changed, the help's first line); the
    /// search box's text field places its own.
    private func plainCursor(layout: BrowserLayout, area: Rect) -> Point? {
        switch state.mode.overlay {
        case .help?: return Point(x: area.x + 1, y: area.y + 2)
        case .filters?: return Point(x: area.x + 1, y: area.y + 2 + (state.filterEditor?.row ?? 0))
        case nil: break
        }
        if state.mode.isShowingDetail {
            let inner = DetailPaneView.contentArea(ofPane: layout.fullScreenDetail, isPlain: true)
            return Point(x: inner.x, y: inner.y)
        }
        guard state.mode.focus == .list else { return nil }
        let list = layout.list
        guard let selected = state.list.position.selected else { return Point(x: list.x, y: list.y + list.height / 2) }
        let offset = state.list.position.visibleOffset(rowCount: state.list.rows.count, viewportRows: state.viewportRows)
        return Point(x: list.x, y: min(list.maxY - 1, list.y + (selected - offset) * state.rowHeight))
    }

    /// What cannot be done here, on whatever keys `[keys]` put it: a file has nothing to download,
    /// the first list has nothing to go back to, a source without topics has no topics, the topics
    /// are already showing, a topic or collection is not a photo to star or download.
    private var hiddenCommands: [BrowserCommand] {
        var hidden = state.missingNavigationCommands
        if state.screens.isEmpty { hidden.append(.back) }
        if state.isLocalSource { hidden.append(.download) }
        if state.screens.last == .topics { hidden.append(.openTopics) }
        if state.list.selectedGroup != nil && !state.mode.isShowingDetail {
            hidden += [.toggleFavorite, .download, .openInBrowser, .copyLink, .copyCredit, .openPhotographer, .openRelated, .toggleMark]
        }
        return hidden
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
        let key = keys.reach(.openTopics, from: state.keyContext, picking: state.picker != nil) ?? "t"
        return state.topics.isEmpty ? "Topics: press \(key)" : "Topics (\(key)): " + state.topics.map(\.title).joined(separator: " · ")
    }

    var searchBar: SearchBarView {
        SearchBarView(query: state.query, isFocused: state.mode.focus == .search && !state.mode.isShowingDetail,
                      isLoading: state.loading != .idle, spinnerTick: state.spinnerTick,
                      totalCount: state.isListStale ? nil : state.totalCount,
                      // A screen that shows its list unfiltered shows no filters (opening it said so).
                      filters: state.listTakesFilters || state.showsEditorialHome ? state.filters.summary : nil,
                      filtersIdle: state.showsEditorialHome, theme: theme,
                      countNoun: countNoun, searchKey: keys.key(for: .focusSearch, in: .list, picking: state.picker != nil) ?? "/",
                      isPlain: state.isPlain)
    }

    private func detailPane(isFullScreen: Bool) -> DetailPaneView {
        let picking = state.picker != nil
        return DetailPaneView(detail: state.detail, isLoadingDetail: state.isLoadingDetail, errorMessage: state.detailError.map(withKeys),
                              isFullScreen: isFullScreen, preview: preview, pixels: pixels, theme: theme,
                              group: state.list.selectedGroup, isPlain: state.isPlain, badge: detailBadge,
                              backKey: keys.key(for: .closeDetail, in: .detail, picking: picking) ?? "Esc",
                              openKey: keys.key(for: picking ? .pick : .openDetail, in: .list, picking: picking).map { $0 == "Enter" ? "⏎" : $0 } ?? "⏎")
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
}
