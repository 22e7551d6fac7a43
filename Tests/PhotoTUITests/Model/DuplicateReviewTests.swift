import PhotoCore
import Testing
@testable import PhotoTUI

/// The Duplicates screen's value: the keeper rule, a file in two groups counted once, what the
/// groups become once files went to the Trash.
@Suite("Duplicate review")
struct DuplicateReviewTests {
    private let folder: DuplicateFolder
    init() throws { folder = try DuplicateFolder() }

    @Test func theKeeperHasTheMostPixelsThenBytesThenIsOldestAndNotMarked() throws {
        var review = DuplicateReview()
        review.found([folder.similar, folder.exact])
        #expect(review.keeper(of: folder.similar)?.relativePath == "beach.jpg")
        #expect(review.keeper(of: folder.exact)?.relativePath == "2024/IMG_0001.jpg", "the older of two equal copies")
        review.moveMember(by: 1)
        #expect(review.toggleDiscard() == nil)
        #expect(review.keeper(of: folder.similar)?.relativePath == "beach edit.jpg", "the next best once the best is marked")
    }

    @Test func aFileInAnExactAndASimilarGroupIsMarkedAndAskedAboutOnce() throws {
        let shared = folder.exact.files[0]
        let similar = DuplicateGroup(kind: .similar, files: [shared] + folder.similar.files)
        var review = DuplicateReview()
        review.found([folder.exact, similar])
        _ = review.toggleDiscard()
        review.moveGroup(by: 1)
        #expect(review.marked == [shared])
        #expect(review.askToTrash() == .success("Move 2024/IMG_0001.jpg (2.0 kB) to the Trash? y/n"))
        #expect(review.answer(true) == [shared.path])
        review.removed([shared.path])
        #expect(review.groups == [folder.similar] && review.marked.isEmpty && review.group == folder.similar)
    }

    @Test func withNothingMarkedTheSelectedFileIsAskedAboutAndNoAnswerKeepsEverything() {
        var review = DuplicateReview()
        review.found([folder.exact])
        review.moveMember(by: 1)
        #expect(review.askToTrash() == .success("Move copies/IMG_0001 copy.jpg (2.0 kB) to the Trash? y/n"))
        #expect(review.question != nil)
        #expect(review.answer(false) == nil)
        #expect(review.question == nil && review.groups == [folder.exact])
        var empty = DuplicateReview()
        empty.found([])
        #expect(empty.askToTrash() == .failure(.init(text: "Mark the files to discard with Tab or x first")))
    }

    @Test func theFullScreenKeysAreOnlyThoseThatDoSomethingOnThisFile() {
        var review = DuplicateReview()
        review.found([folder.similar])
        #expect(folder.similar.files.count == 3)
        #expect(review.fullScreenKeys(next: "l", previous: "h", back: "z") == "l next file · z back")
        review.moveMember(by: 1)
        #expect(review.fullScreenKeys(next: "l", previous: "h", back: "z") == "h previous file · l next file · z back")
        review.moveMember(by: 1)
        #expect(review.fullScreenKeys(next: "l", previous: "h", back: "z") == "h previous file · z back", "no next file on the last")
        var single = DuplicateReview()
        single.found([])
        #expect(single.fullScreenKeys(next: "l", previous: "h", back: "z") == "z back")
    }
}
