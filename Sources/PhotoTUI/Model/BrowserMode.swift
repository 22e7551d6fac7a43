/// Where the person is: which control has focus, whether the full-screen detail is open, and
/// which overlay shows. Keys are interpreted against it (`KeyTable`). The browser starts in the
/// list; `/` goes to the search box.
struct BrowserMode: Equatable {
    var focus: Focus = .list
    var isShowingDetail = false {
        // The full-screen photo is the detail's: it closes with it.
        didSet { if !isShowingDetail { isShowingPhoto = false } }
    }
    var overlay: OverlayKind?
    /// The list shows as a grid of larger thumbnails (`v`).
    var isGrid = false
    /// The detail's photo over the whole screen, zoomed and panned (`z`; keys in ``KeyContext/photo``).
    var isShowingPhoto = false
    /// The Duplicates screen over the list (`D` on a folder; keys in ``KeyContext/duplicates``).
    var isReviewingDuplicates = false
}
