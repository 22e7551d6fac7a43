import PhotoCore
import Testing
@testable import PhotoTUI

/// A rating and reject in symbols and in words.
@Suite("Culling badge")
struct CullingBadgeTests {
    @Test func symbolsAndWords() {
        #expect(CullingBadge.symbols(.none) == "" && CullingBadge.words(.none) == nil)
        #expect(CullingBadge.symbols(PhotoRating(stars: 4)) == "★★★★☆")
        #expect(CullingBadge.symbols(PhotoRating(stars: 2, isRejected: true), unsaved: true) == "✕ ★★☆☆☆?")
        #expect(CullingBadge.words(PhotoRating(stars: 2, isRejected: true)) == "rejected, rated 2 of 5")
        #expect(CullingBadge.words(PhotoRating(stars: 5), unsaved: true) == "rated 5 of 5 (not saved)")
    }
}
