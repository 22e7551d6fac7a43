/// Where a key is pressed, which decides what it means: the search box, the list, the
/// full-screen detail, or one of the overlays.
enum KeyContext: Equatable, CaseIterable {
    case search, list, detail, help, filters

    init(_ mode: BrowserMode) {
        switch mode.overlay {
        case .help?: self = .help
        case .filters?: self = .filters
        case nil:
            if mode.isShowingDetail {
                self = .detail
            } else {
                self = mode.focus == .search ? .search : .list
            }
        }
    }
}
