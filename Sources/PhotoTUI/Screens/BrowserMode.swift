/// Where the person is: which control has focus, whether the full-screen detail is open, and
/// which overlay shows. Keys are interpreted against it (`KeyTable`). The browser starts in the
/// list; `/` goes to the search box.
struct BrowserMode: Equatable {
    var focus: Focus = .list
    var isShowingDetail = false
    var overlay: OverlayKind?
    /// The list shows as a grid of larger thumbnails (`v`).
    var isGrid = false
}
