import Foundation
import PhotoCore

/// Going through a shoot, the model's part: the library's ratings at start. The rest is
/// ``BrowserReducer``'s (`BrowserReducer+Culling`, `BrowserReducer+Links`).
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

}
