import Testing
@testable import Terminal

@Suite struct TextViewTests {
    private let text = "A quiet harbor at dawn. 부산의 새벽 항구 with fishing boats\u{1B}[2J."

    @Test func wrapsAndScrolls() {
        var buffer = CellBuffer(width: 12, height: 3)
        TextView(text: text).render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["A quiet     ", "harbor at   ", "dawn. 부산의"])
        var scrolled = CellBuffer(width: 12, height: 3)
        TextView(text: text, scrollOffset: 2).render(in: scrolled.area, into: &scrolled)
        #expect(scrolled.lines == ["dawn. 부산의", "새벽 항구   ", "with fishing"])
    }

    @Test func scrollIsClampedAtTheEnd() {
        let view = TextView(text: text, scrollOffset: 99)
        var buffer = CellBuffer(width: 12, height: 3)
        view.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["새벽 항구   ", "with fishing", "boats.      "])
        #expect(view.maxScrollOffset(in: buffer.area) == 3)
    }
}
