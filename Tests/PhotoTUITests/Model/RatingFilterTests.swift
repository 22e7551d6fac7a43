import PhotoCore
import Testing
@testable import PhotoTUI

/// The `f` overlay's Rating and Rejects rows, applied to the rows a source gave.
@Suite("Rating filter")
struct RatingFilterTests {
    private let ratings = ["a": PhotoRating(stars: 5), "b": PhotoRating(stars: 4, isRejected: true), "c": PhotoRating(stars: 1)]
    private func rating(_ photo: Photo) -> PhotoRating { ratings[photo.id] ?? .none }
    private func rows(_ ids: String...) -> [PhotoListRow] { ids.map { .photo(TestPhotos.photo($0, title: $0)) } }

    @Test func keepsByStarsAndRejects() {
        let all = rows("a", "b", "c", "d")
        func ids(_ filter: RatingFilter) -> [String] { filter.filter(all, rating: rating).compactMap { if case .photo(let p) = $0 { p.id } else { nil } } }
        #expect(ids(.any) == ["a", "b", "c", "d"])
        #expect(ids(RatingFilter(minimumStars: 4)) == ["a", "b"])
        #expect(ids(RatingFilter(minimumStars: 4, rejects: .hidden)) == ["a"])
        #expect(ids(RatingFilter(rejects: .only)) == ["b"])
        #expect(RatingFilter(minimumStars: 4, rejects: .hidden).summary == "★4+ · no rejects")
        #expect(RatingFilter.any.summary == nil)
    }

    @Test func aSectionLeftEmptyGoesAndAnAppendStaysAnAppend() {
        let source: [PhotoListRow] = [.section(title: "Monday")] + rows("c") + [.section(title: "Tuesday")] + rows("a", "d")
        let filter = RatingFilter(minimumStars: 2)
        #expect(filter.filter(source, rating: rating) == [.section(title: "Tuesday")] + rows("a"))
        let update = filter.apply(RowsUpdate(rows: rows("a", "c", "a2", "b"), change: .appended(2..<4)), rating: rating)
        #expect(update == RowsUpdate(rows: rows("a", "b"), change: .appended(1..<2)))
    }
}
