import Testing
@testable import Terminal

@Suite struct ImageColorModeTests {
    @Test func mapsScreenColourModesToImageModes() {
        #expect(ImageColorMode(ColorMode.direct) == .truecolor)
        #expect(ImageColorMode(ColorMode.palette256) == .palette240)
        #expect(ImageColorMode(ColorMode.ansi16) == .symbolsOnly)
        #expect(ImageColorMode(ColorMode.ansi8) == .symbolsOnly)
        #expect(ImageColorMode(ColorMode.none) == .symbolsOnly)
    }
}
