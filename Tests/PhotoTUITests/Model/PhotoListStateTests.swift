import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Photo list state")
struct PhotoListStateTests {
    private func photos(_ prefix: String, _ count: Int) -> [PhotoListRow] {
        (0..<count).map { .photo(TestPhotos.photo("\(prefix)\($0)")) }
    }

    @Test func homeSectionsFillingInKeepTheFirstPhotoSelectedUntilThePersonMoves() {
        var list = PhotoListState()
        let water = [PhotoListRow.section(title: "Water")] + photos("w", 3)
        list.apply(RowsUpdate(rows: [.section(title: "Editorial")] + water, change: .reset), viewportRows: 10)
        #expect(list.selectedID == "w0")
        let editorial = [PhotoListRow.section(title: "Editorial")] + photos("e", 3)
        list.apply(RowsUpdate(rows: editorial + water, change: .replaced(1..<4)), viewportRows: 10)
        #expect(list.selectedID == "e0")  // the first photo, now an editorial one
        for _ in 0..<3 { list.selectNext(viewportRows: 10) }  // skips the Water header
        #expect(list.selectedID == "w0")
        let more = [PhotoListRow.section(title: "Editorial")] + photos("e", 5)
        list.apply(RowsUpdate(rows: more + water, change: .replaced(1..<6)), viewportRows: 10)
        #expect(list.selectedID == "w0")  // the same photo, two rows further down
        #expect(list.position.selected == 7)
    }

    @Test func appendsKeepSelectionAndScrollAResetGoesToTheTop() {
        var list = PhotoListState()
        list.apply(RowsUpdate(rows: photos("a", 10), change: .reset), viewportRows: 4)
        list.selectLast(viewportRows: 4)
        let position = list.position
        list.apply(RowsUpdate(rows: photos("a", 20), change: .appended(10..<20)), viewportRows: 4)
        #expect(list.position == position)
        #expect(list.selectedID == "a9")
        list.apply(RowsUpdate(rows: photos("b", 5), change: .reset), viewportRows: 4)
        #expect(list.position == ListState(selected: 0, offset: 0))
        #expect(list.selectedID == "b0")
        #expect(list.positionText == " 1 of 5 loaded ")
    }
}

@Suite("Photo list state, replayed rows")
struct PhotoListStateReplayTests {
    @Test func aFirstUpdateThatDoesNotFollowIsAReset() {
        var list = PhotoListState()
        let rows: [PhotoListRow] = (0..<40).map { .photo(TestPhotos.photo("p\($0)")) }
        list.apply(RowsUpdate(rows: rows, change: .appended(30..<40)), viewportRows: 5)
        #expect(list.selectedID == "p0")
        #expect(list.position == ListState(selected: 0, offset: 0))
    }
}
