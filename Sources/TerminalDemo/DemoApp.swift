import Foundation
import Terminal

/// The demo's state and behaviour: a search field, a list, a detail pane, a status bar, a help
/// overlay. Keys: / search, Enter/Esc back to the list, j/k/PgUp/PgDn/g/G move, ? help, q quit.
final class DemoApp {
    enum Focus { case search, list }

    private let app: Application
    private let catalog = DemoCatalog()
    private let theme = Theme.standard
    private var search = TextFieldState()
    private var list = ListState()
    private var rows: [Int]
    private var focus = Focus.list
    private var showsHelp = false
    private var loadingTicks: Int?
    private var spinnerTimer: LoopTimer?
    private var listArea = Rect.zero
    private var nearEndReports = 0

    init(app: Application) {
        self.app = app
        self.rows = catalog.matching("")
        app.onKey = { [unowned self] key in handle(key) }
        app.view = { [unowned self] buffer in render(into: &buffer) }
    }

    private var viewportRows: Int { ListView.viewportRows(in: listArea, rowHeight: 1) }

    private func handle(_ key: Key) {
        defer { app.setNeedsRender() }
        if key == .ctrl("c") { return app.quit() }
        if showsHelp {
            showsHelp = false
            return
        }
        switch focus {
        case .search:
            switch key {
            case .enter:
                runSearch()
                focus = .list
            case .escape, .tab:
                focus = .list
            default:
                search.handle(key)
                search.keepCursorVisible(width: max(1, listArea.width))
            }
        case .list:
            switch key {
            case .character("q"): app.quit()
            case .character("/"), .tab: focus = .search
            case .character("?"): showsHelp = true
            case .character("!") where ProcessInfo.processInfo.environment["TERMINAL_DEMO_CRASH"] == "1":
                // For the end-to-end test: a Swift runtime trap must still restore the terminal.
                fatalError("terminal-demo: crash requested")
            case .mouse(let event):
                switch event.kind {
                case .press(.left): list.click(at: event.position, in: listArea, rowHeight: 1, rowCount: rows.count)
                case .wheelDown: list.scrollDown(by: 3, rowCount: rows.count, viewportRows: viewportRows)
                case .wheelUp: list.scrollUp(by: 3, rowCount: rows.count, viewportRows: viewportRows)
                default: break
                }
            default: move(key)
            }
        }
    }

    /// The demo's navigation keys, as verbs of the list's state.
    private func move(_ key: Key) {
        let (count, viewport) = (rows.count, viewportRows)
        let page = ListState.pageRows(viewportRows: viewport)
        switch key {
        case .up, .character("k"): list.selectPrevious(rowCount: count, viewportRows: viewport)
        case .down, .character("j"): list.selectNext(rowCount: count, viewportRows: viewport)
        case .pageUp, .ctrl("u"): list.scrollUp(by: page, rowCount: count, viewportRows: viewport)
        case .pageDown, .ctrl("d"): list.scrollDown(by: page, rowCount: count, viewportRows: viewport)
        case .home, .character("g"): list.selectFirst(rowCount: count, viewportRows: viewport)
        case .end, .character("G"): list.selectLast(rowCount: count, viewportRows: viewport)
        default: break
        }
    }

    /// Pretends to load for half a second, to show a spinner driven by a repeating timer.
    private func runSearch() {
        rows = catalog.matching(search.text)
        list = ListState(selected: rows.isEmpty ? nil : 0)
        loadingTicks = 0
        spinnerTimer?.cancel()
        spinnerTimer = app.loop.scheduleRepeating(every: .milliseconds(80)) { [unowned self] in
            loadingTicks = (loadingTicks ?? 0) + 1
            if loadingTicks! >= 6 {
                loadingTicks = nil
                spinnerTimer?.cancel()
                spinnerTimer = nil
            }
            app.setNeedsRender()
        }
    }

    private func render(into buffer: inout CellBuffer) {
        let sections = Layout(.vertical, [.fixed(3), .min(3), .fixed(1)]).split(buffer.area)
        let (top, middle, bottom) = (sections[0], sections[1], sections[2])

        Pane(title: "Search", borderStyle: focus == .search ? theme[.accent] : theme[.dim], titleStyle: theme[.accent])
            .render(in: top, into: &buffer)
        TextField(state: search, placeholder: "type / to search", isFocused: focus == .search)
            .render(in: Pane.inner(of: top), into: &buffer)

        let columns = Layout(.horizontal, [.percent(55), .min(10)]).split(middle)
        let title = "Photos (\(rows.count))"
        Pane(title: title, borderStyle: focus == .list ? theme[.accent] : theme[.dim], titleStyle: theme[.accent])
            .render(in: columns[0], into: &buffer)
        listArea = Pane.inner(of: columns[0])
        let catalog = self.catalog
        let rows = self.rows
        ListView(rowCount: rows.count, state: list, onNearEnd: { [unowned self] _ in nearEndReports += 1 }) { index, area, _, buffer in
            buffer.draw(catalog.title(rows[index]), at: Point(x: area.x, y: area.y), width: area.width)
        }.render(in: listArea, into: &buffer)

        Pane(title: "Detail", borderStyle: theme[.dim], titleStyle: theme[.accent]).render(in: columns[1], into: &buffer)
        if let selected = list.selected, selected < rows.count {
            TextView(text: catalog.description(rows[selected])).render(in: Pane.inner(of: columns[1]), into: &buffer)
        }

        let position = list.selected.map { "\($0 + 1)/\(rows.count)" } ?? "0/0"
        var left = focus == .search ? "SEARCH" : "LIST"
        if let ticks = loadingTicks { left = "\(Spinner(tick: ticks).frame) loading" }
        StatusBar(left: left, center: position, right: "\(buffer.width)x\(buffer.height) ? help  q quit")
            .render(in: bottom, into: &buffer)

        if showsHelp {
            Overlay(title: "Help", lines: [
                "/        search", "Enter    run search", "j k ↑ ↓  move", "PgUp PgDn  page",
                "g G      first / last", "?        this help", "q        quit",
            ], footer: "any key closes").render(in: buffer.area, into: &buffer)
        }
    }
}
