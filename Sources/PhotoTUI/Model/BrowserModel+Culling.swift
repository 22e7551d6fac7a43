import Foundation
import PhotoCore

/// Going through a shoot, the model's part: the library's ratings at start, and `y` on every
/// marked photo (the clipboard answers how it went). The rest is ``BrowserReducer``'s
/// (`BrowserReducer+Culling`).
extension BrowserModel {
    /// Takes the library's ratings and the start's rating filter (`pick --min-rating`).
    static func setUpCulling(_ state: inout BrowserState, library: PhotoLibrary, dependencies: BrowserDependencies) {
        state.culling.ratings = library.ratings()
        state.culling.writesXMP = dependencies.writesXMP
        if dependencies.minimumRating > 0 {
            state.filters.rating = RatingFilter(minimumStars: dependencies.minimumRating, rejects: .hidden)
        }
    }

    /// Marks are acted on from the list and the grid; full-screen, a key acts on the photo shown.
    var usesMarks: Bool { BrowserReducer.usesMarks(state) }

    /// `y` with marks: every marked photo's path or page, one per line.
    func copyMarked() {
        let clip = BatchPlan.clipboard(state.culling.marks.photos)
        let skipped = clip.skipped > 0 ? " (\(clip.skipped) offline \(clip.skipped == 1 ? "photo has" : "photos have") no page on the web)" : ""
        guard clip.lines > 0 else { return showNotice("Nothing to copy\(skipped)", isTransient: true) }
        let what = state.isLocalSource ? Formatting.count(clip.lines, "path") : Formatting.count(clip.lines, "link")
        showNotice(copyNotice(clip.text, what: what.prefix(1).uppercased() + what.dropFirst()) + skipped, isTransient: true)
    }
}
