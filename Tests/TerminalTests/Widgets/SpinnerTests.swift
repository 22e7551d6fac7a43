import Testing
@testable import Terminal

@Suite struct SpinnerTests {
    @Test func framesCycleWithTheTick() {
        #expect(Spinner(tick: 0).frame == "⠋")
        #expect(Spinner(tick: 11).frame == "⠙")
        #expect(Spinner(tick: -1).frame == "⠏")
        var buffer = CellBuffer(width: 12, height: 1)
        Spinner(tick: 2, label: "loading").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["⠹ loading   "])
    }
}
