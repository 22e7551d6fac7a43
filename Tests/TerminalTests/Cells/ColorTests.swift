import Testing
@testable import Terminal

@Suite struct ColorTests {
    @Test func paletteAndRGBAreDistinct() {
        #expect(Color.palette(16) != Color.rgb(0, 0, 0))
        #expect(Set([Color.default, .palette(1), .rgb(1, 2, 3), .palette(1)]).count == 3)
    }
}
