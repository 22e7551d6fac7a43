/// Where a key is pressed, which decides what it means: the search box, the list, the
/// full-screen detail, or one of the overlays.
enum KeyContext: Equatable, CaseIterable {
    /// The search box: every printable key types there, whatever the table says.
    case search
    case list, detail, help, filters
    /// The full-screen photo: zoom, pan, the next photo.
    case photo
    /// The Duplicates screen (`D` on a folder): groups, members, discarding.
    case duplicates

    init(_ mode: BrowserMode) {
        switch mode.overlay {
        case .help?: self = .help
        case .filters?: self = .filters
        case nil:
            if mode.isReviewingDuplicates {
                self = .duplicates
            } else if mode.isShowingDetail && mode.isShowingPhoto {
                self = .photo
            } else if mode.isShowingDetail {
                self = .detail
            } else {
                self = mode.focus == .search ? .search : .list
            }
        }
    }

    /// A text field has focus: printable keys type, and `[keys]` moves nothing here.
    var takesText: Bool { self == .search }

    /// How a message names the place ("in the list").
    var name: String {
        switch self {
        case .search: return "the search box"
        case .list: return "the list"
        case .detail: return "the full-screen detail"
        case .help: return "the help"
        case .filters: return "the filters"
        case .photo: return "the full-screen photo"
        case .duplicates: return "the Duplicates screen"
        }
    }
}
