import Testing
@testable import Terminal

@Suite struct StatusBarTests {
    @Test func leftCenterRight() {
        var buffer = CellBuffer(width: 30, height: 1)
        StatusBar(left: "LIST", center: "3/120", right: "80x24").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["LIST        3/120        80x24"])
        #expect(buffer.cells.allSatisfy { $0.style.attributes.contains(.reverse) })
    }

    @Test func rightWinsThenLeftThenCenterDisappears() {
        var buffer = CellBuffer(width: 16, height: 1)
        StatusBar(left: "searching photos", center: "3/120", right: "80x24").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["searching… 80x24"])
    }
}
