import Testing
@testable import Terminal

@Suite struct PaneTests {
    @Test func borderAndTitle() {
        var buffer = CellBuffer(width: 10, height: 3)
        Pane(title: "Photos").render(in: buffer.area, into: &buffer)
        #expect(buffer == CellBuffer.withLines(["┌Photos──┐", "│        │", "└────────┘"]))
        #expect(Pane.inner(of: buffer.area) == Rect(x: 1, y: 1, width: 8, height: 1))
    }

    @Test func longTitleIsTruncatedInsideTheCorners() {
        var buffer = CellBuffer(width: 8, height: 2)
        Pane(title: "서울의 밤 사진").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["┌서울…─┐", "└──────┘"])
    }

    @Test func tooSmallAreaDrawsNothing() {
        var buffer = CellBuffer(width: 3, height: 1)
        Pane(title: "x").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["   "])
    }
}
