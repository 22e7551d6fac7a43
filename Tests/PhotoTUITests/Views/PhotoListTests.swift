import EventStream
import EventStreamTesting
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

@Suite("List visible photos")
struct PhotoListVisibleTests {
    @Test func newRowsUnderTheSameRangeAreReported() {
        let list = PhotoList(scheduler: TestScheduler(initialClock: 0))
        var reports: [[String]] = []
        let bag = DisposeBag()
        list.rx.visiblePhotos.subscribe(onNext: { reports.append($0.map(\.id)) }).disposed(by: bag)
        var buffer = CellBuffer(width: 40, height: 6)
        list.apply(RowsUpdate(rows: [.section(title: "Editorial"), .section(title: "Water")], change: .reset))
        list.render(in: buffer.area, into: &buffer)
        list.apply(RowsUpdate(rows: [.section(title: "Editorial"), .photo(TestPhotos.photo("e0")), .section(title: "Water")], change: .replaced(1..<2)))
        list.render(in: buffer.area, into: &buffer)
        list.render(in: buffer.area, into: &buffer)
        #expect(reports == [[], ["e0"]])
    }
}
