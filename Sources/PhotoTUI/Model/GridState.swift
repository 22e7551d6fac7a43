import Terminal

/// The grid's navigation as a value beside ``PhotoListState``: the first tile row on screen, and
/// where a move, a wheel notch or a click lands among the photos of a grid laid out in an area
/// (``PhotoGridView``'s geometry). The photos and the selection stay the list's, one selection
/// for both views; the list carries out the selection these targets ask for.
struct GridState: Equatable {
    /// The first tile row on screen.
    var topRow = 0

    /// The photo `move` selects from the photo at `current`: a row up or down, a tile left or
    /// right, a screenful, the first. It may lie outside the loaded photos (before the first,
    /// or past the last, where the move waits for the next page). Nil for `.last`, which seeks
    /// the real end as in the list.
    static func target(of move: ListMove, from current: Int, in area: Rect) -> Int? {
        let columns = PhotoGridView.columns(in: area)
        let page = columns * PhotoGridView.visibleRows(in: area)
        switch move {
        case .up: return current - columns
        case .down: return current + columns
        case .left: return current - 1
        case .right: return current + 1
        case .pageUp: return current - page
        case .pageDown: return current + page
        case .first: return 0
        case .last: return nil
        }
    }

    /// The photo a wheel notch selects from `current`: a tile row down or up.
    static func wheelTarget(down: Bool, from current: Int, in area: Rect) -> Int {
        current + (down ? 1 : -1) * PhotoGridView.columns(in: area)
    }

    /// Scrolls as little as possible so that the photo at `selected` is on screen (and no empty
    /// rows show below the last photo).
    mutating func fit(selected: Int?, photoCount: Int, in area: Rect) {
        topRow = PhotoGridView.fittedTop(topRow, selected: selected, photoCount: photoCount, in: area)
    }

    /// The places among `photoCount` photos on screen.
    func visibleRange(photoCount: Int, in area: Rect) -> Range<Int> {
        PhotoGridView.visibleRange(top: topRow, photoCount: photoCount, in: area)
    }

    /// Whether the tiles on screen reach within a row of the last loaded photo (time for the
    /// next page).
    func isNearEnd(photoCount: Int, in area: Rect) -> Bool {
        visibleRange(photoCount: photoCount, in: area).upperBound + PhotoGridView.columns(in: area) >= photoCount
    }

    /// The place of the photo whose tile is at `point`, if any.
    func photoIndex(at point: Point, photoCount: Int, in area: Rect) -> Int? {
        PhotoGridView.photoIndex(at: point, top: topRow, photoCount: photoCount, in: area)
    }
}
