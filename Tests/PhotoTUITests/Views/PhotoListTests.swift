import EventStream
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("List row updates")
struct PhotoListUpdateTests {
    private func photos(_ prefix: String, _ count: Int) -> [PhotoListRow] {
        (0..<count).map { .photo(TestPhotos.photo("\(prefix)\($0)")) }
    }

    @Test func homeSectionsFillingInKeepTheFirstPhotoSelectedUntilThePersonMoves() {
        let list = PhotoList(scheduler: TestScheduler(initialClock: 0))
        let water = [PhotoListRow.section(title: "Water")] + photos("w", 3)
        list.apply(RowsUpdate(rows: [.section(title: "Editorial")] + water, change: .reset))
        #expect(list.state.selected == 2)
        let editorial = [PhotoListRow.section(title: "Editorial")] + photos("e", 3)
        list.apply(RowsUpdate(rows: editorial + water, change: .replaced(1..<4)))
        #expect(list.state.selected == 1)  // the first photo, now an editorial one
        list.handle(.character("j"))
        list.handle(.character("j"))
        list.handle(.character("j"))  // skips the Water header
        #expect(list.selectedItem?.photo?.id == "w0")
        let more = [PhotoListRow.section(title: "Editorial")] + photos("e", 5)
        list.apply(RowsUpdate(rows: more + water, change: .replaced(1..<6)))
        #expect(list.selectedItem?.photo?.id == "w0")  // shifted by two with its section
    }
}
