import PhotoCore
import Testing
@testable import PhotoTUI

/// What a culling key does to the photos it acts on, worked out before anything is written.
@Suite("Batch plan")
struct BatchPlanTests {
    private let a = TestPhotos.photo("a", title: "A"), b = TestPhotos.photo("b", title: "B")

    @Test func theMarksWhenThereAreSomeElseTheCurrentPhoto() {
        var marks = MarkSet()
        #expect(BatchPlan.targets(marks: marks, current: a, usesMarks: true).map(\.id) == ["a"])
        #expect(BatchPlan.targets(marks: marks, current: nil, usesMarks: true).isEmpty)
        marks.toggle(b)
        #expect(BatchPlan.targets(marks: marks, current: a, usesMarks: true).map(\.id) == ["b"])
        #expect(BatchPlan.targets(marks: marks, current: a, usesMarks: false).map(\.id) == ["a"])
    }

    @Test func aNumberSetsTheStarsKeepingRejectsAndTheSameNumberOnAllClears() {
        let ratings = ["a": PhotoRating(stars: 3, isRejected: true), "b": PhotoRating(stars: 3)]
        let current = { (photo: Photo) in ratings[photo.id] ?? .none }
        #expect(BatchPlan.rating(5, of: [a, b], current: current).map(\.rating)
                == [PhotoRating(stars: 5, isRejected: true), PhotoRating(stars: 5)])
        #expect(BatchPlan.rating(3, of: [a, b], current: current).map(\.rating)
                == [PhotoRating(stars: 0, isRejected: true), PhotoRating(stars: 0)])
        #expect(BatchPlan.rating(0, of: [b], current: current).map(\.rating) == [.none])
    }

    @Test func xRejectsAllUnlessAllAreRejected() {
        let some = { (photo: Photo) in photo.id == "a" ? PhotoRating(isRejected: true) : PhotoRating(stars: 2) }
        #expect(BatchPlan.reject([a, b], current: some).map(\.rating.isRejected) == [true, true])
        #expect(BatchPlan.reject([a, b], current: { _ in PhotoRating(stars: 1, isRejected: true) }).map(\.rating)
                == [PhotoRating(stars: 1), PhotoRating(stars: 1)])
    }

    @Test func noticesNameOnePhotoOrCountThem() {
        #expect(BatchPlan.notice(for: [(a, PhotoRating(stars: 4))]) == "★★★★☆ Rated 4: \(a.title)")
        #expect(BatchPlan.notice(for: [(a, .none), (b, .none)], kept: " (not saved)") == "Rating cleared (not saved): 2 photos")
        #expect(BatchPlan.notice(for: [(a, PhotoRating(isRejected: true))], rejecting: true) == "✕ Rejected: \(a.title)")
    }

    @Test func copiesFilePathsAndPagesOnePerLineAndDownloadsOnlyRemotePhotos() {
        var file = TestPhotos.photo("/p/IMG.jpg", title: "IMG")
        file.provider = .folder
        file.file = PhotoFile(path: "/p/IMG.jpg", relativePath: "IMG.jpg", byteCount: 1)
        let clip = BatchPlan.clipboard([file, a])
        #expect(clip.lines == 2 && clip.skipped == 0)
        #expect(clip.text.hasPrefix("/p/IMG.jpg\nhttps://unsplash.com/photos/a"))
        let plan = BatchPlan.downloads([file, a, b])
        #expect(plan.remote.map(\.id) == ["a", "b"] && plan.files == 1)
    }
}
