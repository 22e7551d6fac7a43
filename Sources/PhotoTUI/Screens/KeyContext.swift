/// Where a key is pressed, which decides what it means: the search box (empty or not), the
/// list, the full-screen detail, or one of the overlays.
enum KeyContext: Equatable, CaseIterable {
    /// The search box with text in it: every key types.
    case search
    /// The empty search box: it types too, except `?` and `q` (help and quit still work, and
    /// nobody searches for a lone `?`). Bindings for `.search` apply here as well.
    case emptySearch
    case list, detail, help, filters

    init(_ mode: BrowserMode, queryIsEmpty: Bool = false) {
        switch mode.overlay {
        case .help?: self = .help
        case .filters?: self = .filters
        case nil:
            if mode.isShowingDetail {
                self = .detail
            } else {
                self = mode.focus == .search ? (queryIsEmpty ? .emptySearch : .search) : .list
            }
        }
    }
}
