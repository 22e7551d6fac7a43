/// Where the person is: which control has focus, whether the full-screen detail is open, and
/// which overlay shows. Keys are interpreted against it (`KeyMap`).
struct BrowserMode: Equatable {
    var focus: Focus = .search
    var isShowingDetail = false
    var overlay: OverlayKind?
    /// The list shows as a grid of larger thumbnails (`v`).
    var isGrid = false
}
