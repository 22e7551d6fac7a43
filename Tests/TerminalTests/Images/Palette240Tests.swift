import Testing
@testable import Terminal

@Suite struct Palette240Tests {
    @Test func mapsCubeCornersAndGreysExactly() {
        #expect(Palette240.index(0, 0, 0) == 16)
        #expect(Palette240.index(255, 0, 0) == 196)
        #expect(Palette240.index(0, 255, 0) == 46)
        #expect(Palette240.index(0, 0, 255) == 21)
        #expect(Palette240.index(255, 255, 255) == 231)
        #expect(Palette240.index(128, 128, 128) == 244)
        #expect(Palette240.index(8, 8, 8) == 232)
        #expect(Palette240.index(238, 238, 238) == 255)
        #expect(Palette240.index(10, 200, 90) == 41)
    }

    @Test func neverReturnsASystemColourAndAlwaysTheNearest() {
        // Every 7th value of each channel: the answer is in 16–255 and no palette entry is closer.
        let palette = (16...255).map { UInt8($0) }.map { ($0, XtermPalette.rgb(of: $0)) }
        func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
            let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
            return dr * dr + dg * dg + db * db
        }
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 3, through: 255, by: 19) {
                for b in stride(from: 5, through: 255, by: 23) {
                    let colour = (UInt8(r), UInt8(g), UInt8(b))
                    let index = Palette240.index(colour.0, colour.1, colour.2)
                    #expect(index >= 16)
                    let best = palette.map { distance(colour, $0.1) }.min()!
                    // The cube/grey shortcut may miss the true nearest by a little, never by much.
                    #expect(distance(colour, XtermPalette.rgb(of: index)) <= best + best / 4 + 30)
                }
            }
        }
    }
}
