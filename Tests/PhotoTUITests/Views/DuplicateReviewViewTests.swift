import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The Duplicates screen drawn into a cell buffer: the heading and position, the members side
/// by side with their thumbnails and facts, the keeper and the discarded, the question.
@Suite("Duplicates screen view")
struct DuplicateReviewViewTests {
    private let folder: DuplicateFolder
    init() throws { folder = try DuplicateFolder() }

    private func render(_ review: DuplicateReview, width: Int = 100, height: Int = 24) -> (lines: [String], sizes: [Size]) {
        var buffer = CellBuffer(width: width, height: height)
        var sizes: [Size] = []
        DuplicateReviewView(review: review, folder: "Pictures", thumbnail: { _, size in
            sizes.append(size)
            return ImageCells(columns: size.width, rows: size.height,
                              cells: Array(repeating: ImageCell(symbol: "▓", foreground: .default, background: .default), count: size.width * size.height))
        }, theme: .standard).render(in: Rect(x: 0, y: 0, width: width, height: height), into: &buffer)
        return (buffer.lines, sizes)
    }

    private func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }

    private func ready(_ groups: [DuplicateGroup]) -> DuplicateReview {
        var review = DuplicateReview()
        review.found(groups)
        return review
    }

    @Test func aGroupsMembersSideBySideWithTheirFactsTheKeeperAndTheDiscarded() {
        var review = ready([folder.exact, folder.similar])
        review.moveMember(by: 1)
        _ = review.toggleDiscard()
        let (lines, sizes) = render(review)
        let thumb = Size(width: 48, height: 12)
        #expect(sizes == [thumb, thumb] && DuplicateReviewView.thumbnailSize(in: Rect(x: 0, y: 0, width: 100, height: 24), count: 2) == thumb)
        #expect(lines[0] == " Duplicates · Pictures" + String(repeating: " ", count: 50) + "group 1 of 2 · exact copies ")
        #expect(lines[1] == String(repeating: "─", count: 100))
        // The first member's thumbnail, then the second's, selected (▌) and marked (✕).
        #expect(lines[2] == " " + String(repeating: "▓", count: 48) + " ▌ ✕ " + String(repeating: "▓", count: 45) + " ")
        #expect(lines[3] == " " + String(repeating: "▓", count: 48) + " ▌" + String(repeating: "▓", count: 48) + " ")
        let info = lines[14...19].map { $0 }
        let pairs = [("✓ keep (suggested)", "✕ discard (to the Trash)"), ("2024/IMG_0001.jpg", "copies/IMG_0001 copy.jpg"),
                     ("2.0 kB", "2.0 kB"), ("4000×3000", "4000×3000"),
                     ("2023-11-14 22:13 (file time)", "2024-03-09 16:00 (file time)"), ("exact copy (same bytes)", "exact copy (same bytes)")]
        #expect(info == pairs.map { " " + padded($0.0, 49) + "▌" + padded($0.1, 49) })
        #expect(lines[21].hasPrefix(" 2 files · 1 marked to discard (2.0 kB) · nothing is deleted: discarded files go to the Trash"))
        #expect(lines[22].trimmingCharacters(in: .whitespaces).isEmpty, "no question yet")

        _ = review.askToTrash()
        #expect(render(review).lines[22].contains("Move copies/IMG_0001 copy.jpg (2.0 kB) to the Trash? y/n"))
    }

    @Test func aNarrowScreenShowsAWindowOfMembersAroundTheSelectedOneWithArrows() {
        var review = ready([folder.similar])
        review.moveMember(by: 2)
        let (lines, sizes) = render(review, width: 60, height: 24)
        #expect(sizes.count == 2, "two of the three fit")
        #expect(lines[0].hasSuffix("group 1 of 1 · similar (resized or recompressed) "))
        #expect(lines[15].contains("beach.jpg") && lines[15].contains("beach small.jpg") && !lines[15].contains("beach edit.jpg"))
        #expect(lines[19].contains("similar · the largest") && lines[19].contains("similar · 6% of the pixels"))
        #expect(lines[20].hasPrefix("◀"))
        #expect(lines[14].contains("✓ keep (suggested)"), "beach.jpg, the most pixels")
    }

    @Test func findingNoneAndAFailureAreSaidInTheMiddle() {
        #expect(render(DuplicateReview()).lines[12].contains("Finding duplicates in Pictures…"))
        #expect(render(ready([])).lines[12].contains("No duplicates in Pictures"))
        var failed = DuplicateReview()
        failed.phase = .failed("Duplicates could not be found: the index is locked")
        #expect(render(failed).lines[12].contains("Duplicates could not be found: the index is locked"))
    }
}
