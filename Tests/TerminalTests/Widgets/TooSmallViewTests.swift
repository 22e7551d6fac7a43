import Testing
@testable import Terminal

@Suite struct TooSmallViewTests {
    @Test func explainsTheSizeNeeded() {
        var buffer = CellBuffer(width: 30, height: 4)
        TooSmallView(size: Size(width: 30, height: 4)).render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == [
            "                              ",
            "      Terminal too small      ",
            "       30x4, need 40x10       ",
            "                              ",
        ])
    }
}
