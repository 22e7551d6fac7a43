import Foundation
import EventStream
import PhotoCore
import Terminal

/// The browser's one screen: search bar, result list, side detail pane, status line, the
/// full-screen detail and the overlays. It turns keys into commands (`KeyMap`), carries out
/// those about focus and navigation itself, and hands the rest (quit, download, open, copy,
/// retry) to the app through `actions`.
final class BrowserScreen: Control {
    let searchBar: SearchBar
    let list: PhotoList
    let detail: DetailPane
    let statusLine: StatusLine
    let filtersPanel: FiltersPanel
    private(set) var mode = BrowserMode()
    /// The filters in force, as the overlay shows them.
    var filters = FilterChoice()
    /// Commands for the app: quit, download, openInBrowser, copyLink, retry.
    let actionRelay = PublishRelay<BrowserCommand>()
    /// The full-screen detail opened (true) or closed (false).
    let detailShownRelay = PublishRelay<Bool>()
    private(set) var layout = BrowserLayout(size: Size(width: 80, height: 24))
    private let bag = DisposeBag()

    init(query: String = "", scheduler: Scheduler = MainScheduler.instance, requestRender: @escaping () -> Void = {}) {
        searchBar = SearchBar(text: query, scheduler: scheduler, requestRender: requestRender)
        list = PhotoList(scheduler: scheduler, requestRender: requestRender)
        detail = DetailPane(scheduler: scheduler, requestRender: requestRender)
        statusLine = StatusLine(scheduler: scheduler, requestRender: requestRender)
        filtersPanel = FiltersPanel(scheduler: scheduler, requestRender: requestRender)
        super.init(scheduler: scheduler, requestRender: requestRender)
        applyFocus()
        // A second click on the selected row opens it, like Enter.
        list.rx.activate.subscribe(onNext: { [weak self] in self?.perform(.openDetail) }).disposed(by: bag)
    }

    /// Handles one key.
    func handle(_ key: Key) {
        let command = KeyMap.command(for: key, in: mode)
        perform(command)
        setNeedsRender()
    }

    /// Carries out a command; those the screen cannot do go to `actions`.
    func perform(_ command: BrowserCommand) {
        switch command {
        case .edit(let key): searchBar.handle(key)
        case .submitSearch:
            searchBar.handle(.enter)
            setFocus(.list)
        case .focusList: setFocus(.list)
        case .focusSearch:
            closeDetailIfOpen()
            setFocus(.search)
        case .clearSearch: searchBar.setText("")
        case .navigate(let key): navigate(key)
        case .openDetail:
            guard list.selectedItem?.photo != nil, !mode.isShowingDetail else { return }
            mode.isShowingDetail = true
            detailShownRelay.accept(true)
        case .closeDetail: closeDetailIfOpen()
        case .showHelp: mode.overlay = .help
        case .showFilters:
            filtersPanel.begin(with: filters)
            mode.overlay = .filters
        case .dismissOverlay: mode.overlay = nil
        case .filters(let key):
            if filtersPanel.handle(key) {
                filters = filtersPanel.draft
                mode.overlay = nil
            }
        case .quit, .download, .openInBrowser, .copyLink, .retry: actionRelay.accept(command)
        case .none: break
        }
    }

    private func navigate(_ key: Key) {
        if case .mouse(let event) = key, case .press = event.kind {
            guard !mode.isShowingDetail, layout.list.contains(event.position) else {
                if !mode.isShowingDetail, layout.searchBar.contains(event.position) { setFocus(.search) }
                return
            }
            setFocus(.list)
        }
        list.handle(key)
    }

    private func closeDetailIfOpen() {
        guard mode.isShowingDetail else { return }
        mode.isShowingDetail = false
        detailShownRelay.accept(false)
    }

    private func setFocus(_ focus: Focus) {
        mode.focus = focus
        applyFocus()
    }

    private func applyFocus() {
        searchBar.isFocused = mode.focus == .search && !mode.isShowingDetail
        list.isFocused = mode.focus == .list || mode.isShowingDetail
    }

    /// Draws the whole screen into `buffer`.
    func render(into buffer: inout CellBuffer) {
        applyFocus()
        layout = BrowserLayout(size: buffer.size)
        let theme = statusLine.theme
        if mode.isShowingDetail {
            searchBar.render(in: layout.searchBar, into: &buffer)
            detail.renderPane(in: layout.fullScreenDetail, isFullScreen: true, into: &buffer)
        } else {
            searchBar.render(in: layout.searchBar, into: &buffer)
            let rule = Rect(x: layout.list.x, y: layout.list.y - 1, width: layout.list.width, height: 1)
            for x in rule.x..<rule.maxX { buffer.set(x: x, y: rule.y, cell: Cell(symbol: "─", style: theme[.dim])) }
            if let position = listPosition {
                buffer.draw(position, in: rule.inset(horizontal: 1), style: theme[.dim], alignment: .right)
            }
            list.render(in: layout.list, into: &buffer)
            if list.items.isEmpty, let message = emptyMessage {
                buffer.draw(message, in: layout.list.row(layout.list.height / 2), style: theme[.dim], alignment: .center)
            }
            if let area = layout.detail { detail.renderPane(in: area, isFullScreen: false, into: &buffer) }
        }
        statusLine.render(in: layout.statusLine, into: &buffer)
        switch mode.overlay {
        case .help?:
            Overlay(title: " Keys ", lines: KeyMap.help, footer: "any key to close", borderStyle: theme[.accent])
                .render(in: buffer.area, into: &buffer)
        case .filters?: filtersPanel.render(in: buffer.area, into: &buffer)
        case nil: break
        }
    }

    /// " 12 of 60 loaded " over the list: where the selection is among the photos loaded so far.
    private var listPosition: String? {
        let photos = list.items.lazy.filter { $0.photo != nil }.count
        guard photos > 0, let selected = list.state.selected else { return nil }
        let index = list.items[...selected].lazy.filter { $0.photo != nil }.count
        return " \(index) of \(photos) loaded "
    }

    /// What an empty list says.
    private var emptyMessage: String? {
        if searchBar.isLoading { return "Loading…" }
        if statusLine.errorMessage != nil { return "Nothing to show — press r to retry" }
        let query = searchBar.text.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? nil : "No photos match “\(query)”"
    }
}
