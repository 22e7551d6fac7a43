import Testing
@testable import Terminal

@Suite struct ColorResolverTests {
    @Test func defaultIsMinusOneEverywhere() {
        for mode in [ColorMode.none, .ansi8, .ansi16, .palette256, .direct] {
            #expect(ColorResolver(mode: mode).number(for: .default) == -1)
        }
    }

    @Test func rgbIsPackedInDirectModeAndNudgedAwayFromAnsiNumbers() {
        let direct = ColorResolver(mode: .direct)
        #expect(direct.number(for: .rgb(0x12, 0x34, 0x56)) == 0x123456)
        #expect(direct.number(for: .rgb(0, 0, 3)) == 8)
        #expect(direct.number(for: .palette(1)) == 1)
        #expect(direct.number(for: .palette(196)) == 0xFF0000)
    }

    @Test func rgbIsQuantizedToThe240ColorsIn256Mode() {
        let palette = ColorResolver(mode: .palette256)
        #expect(palette.number(for: .rgb(255, 0, 0)) == 196)
        #expect(palette.number(for: .rgb(0, 0, 0)) == 16)
        #expect(palette.number(for: .rgb(255, 255, 255)) == 231)
        #expect(palette.number(for: .rgb(128, 128, 128)) == 244)
        #expect(palette.number(for: .rgb(95, 135, 175)) == 67)
        #expect(palette.number(for: .palette(9)) == 9)
        for value in stride(from: 0, through: 255, by: 15) {
            let n = palette.number(for: .rgb(UInt8(value), UInt8(255 - value), UInt8(value / 2)))
            #expect((16...255).contains(n))
        }
    }

    @Test func fewerColorsFallBackToTheSystemOnes() {
        #expect(ColorResolver(mode: .ansi16).number(for: .rgb(250, 10, 10)) == 9)
        #expect(ColorResolver(mode: .ansi8).number(for: .rgb(250, 10, 10)) == 1)
        #expect(ColorResolver(mode: .ansi8).number(for: .palette(12)) == 4)
        #expect(ColorResolver(mode: .ansi8).number(for: .palette(8)) == 7)  // gray stays visible on black
        #expect(ColorResolver(mode: .none).number(for: .palette(3)) == -1)
    }

    @Test func paletteRoundTrip() {
        for index in 16...255 {
            let (r, g, b) = XtermPalette.rgb(of: UInt8(index))
            let back = XtermPalette.nearest240(r, g, b)
            #expect(XtermPalette.rgb(of: back) == XtermPalette.rgb(of: UInt8(index)) ? true : false)
        }
    }

    @Test func modeFromColorCount() {
        #expect(ColorMode(colorCount: 0x1000000) == .direct)
        #expect(ColorMode(colorCount: 256) == .palette256)
        #expect(ColorMode(colorCount: 88) == .ansi16)
        #expect(ColorMode(colorCount: 8) == .ansi8)
        #expect(ColorMode(colorCount: -1) == .none)
    }
}
