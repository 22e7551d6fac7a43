import EventStream
import EventStreamTesting
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Search bar")
struct SearchBarTests {
    @Test func showsPromptTextSpinnerAndCount() {
        let bar = SearchBar(text: "바다", scheduler: TestScheduler(initialClock: 0))
        bar.isLoading = true
        bar.totalCount = 1204
        var buffer = CellBuffer(width: 40, height: 1)
        bar.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["Search: 바다              ⠋ 1,204 photos"])
        #expect(buffer.cursor == Point(x: 12, y: 0))
    }

    @Test func placeholderWhenEmptyAndUnfocused() {
        let bar = SearchBar(scheduler: TestScheduler(initialClock: 0))
        bar.isFocused = false
        bar.totalCount = 1
        var buffer = CellBuffer(width: 40, height: 1)
        bar.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["Search: press / to search        1 photo"])
        #expect(buffer.cursor == nil)
    }

    @Test func ctrlUClearsAndReportsTheEdit() {
        let bar = SearchBar(text: "sea", scheduler: TestScheduler(initialClock: 0))
        var texts: [String] = []
        let bag = DisposeBag()
        bar.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        bar.setText("")
        #expect(texts == ["sea", ""])
    }

    @Test func networkTextCannotEscapeTheField() {
        let bar = SearchBar(scheduler: TestScheduler(initialClock: 0))
        bar.handle(.paste("sea\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2Jside"))
        #expect(bar.text == "seaside")
    }
}
