import Terminal

/// The browser's keys, as a pure function of the mode and the key, so every binding in the help
/// overlay is tested without a terminal.
enum KeyMap {
    /// Lines of the help overlay: every key the browser answers to.
    static let help: [String] = [
        "Search box",
        "  type      search as you type     Enter      search now, then the list",
        "  Ctrl-U    clear the search       Esc  ↓     go to the list",
        "List and detail",
        "  ↑ ↓  k j  move                   PgUp PgDn  page (Ctrl-U Ctrl-D)",
        "  g G       first, last (Home End) Enter      open full screen",
        "  Esc       back to the list       /          search, keeping the text",
        "  d         download the original  o          open in the browser",
        "  y         copy link (OSC 52)     f          filters",
        "  r         retry after an error   ?          this help",
        "  q         quit (Ctrl-C anywhere)",
        "Mouse: the wheel scrolls, a click selects, a second click opens",
    ]

    static func command(for key: Key, in mode: BrowserMode) -> BrowserCommand {
        if key == .ctrl("c") { return .quit }
        switch mode.overlay {
        case .help?: return .dismissOverlay
        case .filters?: return key == .escape || key == .character("q") ? .dismissOverlay : .filters(key)
        case nil: break
        }
        if mode.focus == .search && !mode.isShowingDetail { return searchCommand(for: key) }
        switch key {
        case .escape: return mode.isShowingDetail ? .closeDetail : .none
        case .enter: return mode.isShowingDetail ? .none : .openDetail
        case .character("q"): return .quit
        case .character("/"), .tab: return .focusSearch
        case .character("d"): return .download
        case .character("o"): return .openInBrowser
        case .character("y"): return .copyLink
        case .character("f"): return .showFilters
        case .character("r"): return .retry
        case .character("?"): return .showHelp
        default: return isNavigation(key) ? .navigate(key) : .none
        }
    }

    private static func searchCommand(for key: Key) -> BrowserCommand {
        switch key {
        case .enter: return .submitSearch
        case .escape, .down, .tab: return .focusList
        case .ctrl("u"): return .clearSearch
        case .pageUp, .pageDown, .up: return .navigate(key)
        case .mouse: return .navigate(key)
        default: return .edit(key)
        }
    }

    private static func isNavigation(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end, .mouse: return true
        case .character("j"), .character("k"), .character("g"), .character("G"), .ctrl("u"), .ctrl("d"): return true
        default: return false
        }
    }
}
