import Testing
@testable import Terminal

@Suite struct ListViewTests {
    private func list(rowCount: Int, rowHeight: Int = 1, state: ListState, built: @escaping (Int) -> Void = { _ in },
                      onNearEnd: ((Range<Int>) -> Void)? = nil) -> ListView {
        ListView(rowCount: rowCount, rowHeight: rowHeight, state: state, onNearEnd: onNearEnd) { index, area, _, buffer in
            built(index)
            buffer.draw("row \(index)", at: Point(x: area.x, y: area.y), width: area.width)
        }
    }

    @Test func hundredThousandRowsBuildOnlyTheVisibleOnes() {
        var built: [Int] = []
        var state = ListState()
        state.select(50_000, rowCount: 100_000, viewportRows: 5)
        var buffer = CellBuffer(width: 10, height: 5)
        list(rowCount: 100_000, state: state, built: { built.append($0) }).render(in: buffer.area, into: &buffer)
        #expect(built == Array(49_996...50_000))
        #expect(buffer.lines == ["row 49996 ", "row 49997 ", "row 49998 ", "row 49999 ", "row 50000 "])
        #expect(buffer[0, 4].style.attributes.contains(.reverse))
        #expect(!buffer[0, 3].style.attributes.contains(.reverse))
    }

    @Test func multiLineRows() {
        var buffer = CellBuffer(width: 6, height: 5)
        let state = ListState(selected: 1)
        list(rowCount: 10, rowHeight: 2, state: state).render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["row 0 ", "      ", "row 1 ", "      ", "      "])
        #expect(buffer[5, 3].style.attributes.contains(.reverse))
        #expect(ListView.viewportRows(in: buffer.area, rowHeight: 2) == 2)
    }

    @Test func verbsMoveAndPageKeepingTheSelectionVisible() {
        var state = ListState()
        let rows = 100, viewport = 10
        let page = ListState.pageRows(viewportRows: viewport)
        for _ in 0..<12 { state.selectNext(rowCount: rows, viewportRows: viewport) }
        #expect(state == ListState(selected: 12, offset: 3))
        state.scrollDown(by: page, rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 21, offset: 12))
        state.selectPrevious(rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 20, offset: 12))
        state.scrollUp(by: page, rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 11, offset: 11))
        state.selectLast(rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 99, offset: 90))
        state.selectNext(rowCount: rows, viewportRows: viewport)
        #expect(state.selected == 99)
        state.selectFirst(rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 0, offset: 0))
        state.selectPrevious(rowCount: rows, viewportRows: viewport)
        #expect(state == ListState(selected: 0, offset: 0))
    }

    @Test func scrollingAndClick() {
        var state = ListState()
        state.scrollDown(by: 3, rowCount: 50, viewportRows: 5)
        #expect(state.selected == 3)
        let area = Rect(x: 2, y: 4, width: 10, height: 5)
        let hit = state.click(at: Point(x: 3, y: 8), in: area, rowHeight: 1, rowCount: 50)
        #expect(hit && state.selected == 4)
        let miss = state.click(at: Point(x: 0, y: 8), in: area, rowHeight: 1, rowCount: 50)
        #expect(!miss && state.selected == 4)
    }

    @Test func reportsWhenTheVisibleRangeNearsTheEnd() {
        var reports: [Range<Int>] = []
        var buffer = CellBuffer(width: 8, height: 5)
        list(rowCount: 30, state: ListState(selected: 10, offset: 6), onNearEnd: { reports.append($0) })
            .render(in: buffer.area, into: &buffer)
        #expect(reports.isEmpty)
        list(rowCount: 30, state: ListState(selected: 25, offset: 21), onNearEnd: { reports.append($0) })
            .render(in: buffer.area, into: &buffer)
        #expect(reports == [21..<26])
        #expect(ListState(selected: 20, offset: 16).isNearEnd(rowCount: 30, viewportRows: 5, threshold: 9))
    }

    @Test func appendingRowsKeepsSelectionAndScroll() {
        var state = ListState(selected: 25, offset: 20)
        state.rowCountChanged(to: 60, viewportRows: 10)
        #expect(state == ListState(selected: 25, offset: 20))
        state.rowCountChanged(to: 0, viewportRows: 10)
        #expect(state.selected == nil && state.offset == 0)
    }

    @Test func staleOffsetIsCorrectedWhenRendering() {
        var buffer = CellBuffer(width: 8, height: 3)
        list(rowCount: 100, state: ListState(selected: 50, offset: 0)).render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["row 48  ", "row 49  ", "row 50  "])
    }
}
