import Terminal

/// What the last frame showed, derived after it was drawn: the model starts image loads and
/// asks for the next page from it, never from inside `render`.
struct FrameLayout: Equatable {
    var size: Size
    /// List rows that fit.
    var viewportRows: Int
    /// The rows on screen.
    var visibleRange: Range<Int>
    /// The photos on screen, in order (their thumbnails are loaded).
    var visiblePhotoIDs: [String]
    /// The preview asked for: which photo at how many cells, when a detail pane showed one.
    var preview: PreviewRequest?
    /// The photos below the screen whose thumbnails load ahead of scrolling (``ThumbnailLookahead``).
    var aheadPhotoIDs: [String] = []

    /// A preview wanted on screen.
    struct PreviewRequest: Equatable {
        var photoID: String
        var size: Size
    }
}
