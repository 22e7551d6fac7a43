import Testing
@testable import Terminal

@Suite struct SixelPaletteTests {
    @Test func anEntryMovesToTheMeanOfItsPixels() {
        // libsixel's white and red, taken from the low edge of their 5-bit buckets.
        let palette: [UInt8] = [248, 248, 248, 248, 0, 0]
        let pixels: [UInt8] = [255, 255, 255, 253, 255, 251, 255, 0, 0, 250, 2, 1]
        #expect(SixelPalette.refined(palette, for: pixels) == [254, 255, 253, 253, 1, 1])
    }

    @Test func anEntryNoPixelIsNearestToStays() {
        let palette: [UInt8] = [0, 0, 0, 100, 150, 200]
        #expect(SixelPalette.refined(palette, for: [10, 10, 10]) == [10, 10, 10, 100, 150, 200])
    }

    @Test func noPaletteOrNoPixelsChangeNothing() {
        #expect(SixelPalette.refined([], for: [1, 2, 3]) == [])
        #expect(SixelPalette.refined([1, 2, 3], for: []) == [1, 2, 3])
    }
}
