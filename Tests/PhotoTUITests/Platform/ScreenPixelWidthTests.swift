import Terminal
import Testing
@testable import PhotoTUI

@Suite struct ScreenPixelWidthTests {
    @Test func theKernelsPixelsFirstThenCellsTimesColumnsThenAFallback() {
        #expect(ScreenPixelWidth.width(pixelWidth: 2560, columns: 200, cellPixels: Size(width: 10, height: 20)) == 2560)
        #expect(ScreenPixelWidth.width(pixelWidth: 0, columns: 200, cellPixels: Size(width: 9, height: 18)) == 1800)
        #expect(ScreenPixelWidth.width(pixelWidth: 0, columns: 200, cellPixels: nil) == ScreenPixelWidth.fallback)
        #expect(ScreenPixelWidth.width(pixelWidth: 0, columns: 0, cellPixels: Size(width: 9, height: 18)) == 1920)
    }

    @Test func theCurrentWidthIsAlwaysAWidth() {
        #expect(ScreenPixelWidth.current(cellPixels: nil) > 0)
    }
}
