import Foundation

/// How many list rows below the screen get their thumbnails started ahead of time, from the
/// measured scrolling speed (``PagingPace/speed(at:)``): none at rest (what is on screen is all
/// that is wanted; a row never reached would cost a fetch and a decode for nothing), and while
/// `j` is held, the rows the selection will reach in the time a thumbnail takes to come.
enum ThumbnailLookahead {
    /// About how long a thumbnail takes from asking to cells: a fetch over a slow connection and
    /// a decode (a folder's EXIF thumbnail takes far less, and then a little extra costs little).
    static let horizon: TimeInterval = 0.6
    /// At most this many screens ahead, however fast the scrolling.
    static let maximumScreens = 3

    /// Rows below the last visible one to load ahead, at `speed` rows a second downward.
    static func rows(speed: Double, viewportRows: Int) -> Int {
        guard speed > 0 else { return 0 }
        return min(Int((speed * horizon).rounded(.up)), maximumScreens * max(1, viewportRows))
    }
}
