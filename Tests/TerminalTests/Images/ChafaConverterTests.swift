import Testing
@testable import Terminal

@Suite struct ChafaConverterTests {
    /// Block, half, quadrant and sextant symbols (U+2580–U+259F, U+1FB00–U+1FB3B) and space.
    private func isAllowed(_ symbol: Character) -> Bool {
        guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1 else { return false }
        return symbol == " " || (0x2580...0x259F).contains(scalar.value) || (0x1FB00...0x1FB3B).contains(scalar.value)
    }

    @Test func producesTheRequestedGridOfBlockSymbols() {
        let cells = ChafaConverter(mode: .palette240).convert(TestPixels.gradient(width: 64, height: 48), columns: 12, rows: 6)
        #expect(cells.columns == 12 && cells.rows == 6 && cells.cells.count == 72)
        #expect(cells.cells.allSatisfy { isAllowed($0.symbol) })
    }

    @Test func uses240ColoursOnlyInPaletteMode() {
        let cells = ChafaConverter(mode: .palette240).convert(TestPixels.gradient(width: 64, height: 48), columns: 12, rows: 6)
        for cell in cells.cells {
            for colour in [cell.foreground, cell.background] {
                guard case .palette(let index) = colour else {
                    Issue.record("expected a palette colour, got \(colour)")
                    return
                }
                #expect(index >= 16)
            }
        }
    }

    @Test func snapshotOfASolidColourIn256Colours() {
        let cells = ChafaConverter(mode: .palette240).convert(TestPixels.solid(width: 16, height: 16, (255, 0, 0)), columns: 2, rows: 1)
        // Whatever symbol chafa picks, everything visible is palette red (196).
        for cell in cells.cells {
            let visible = cell.symbol == " " ? [cell.background] : cell.symbol == "█" ? [cell.foreground] : [cell.foreground, cell.background]
            #expect(visible.allSatisfy { $0 == .palette(196) })
        }
    }

    @Test func snapshotOfASolidColourInTruecolor() {
        let cells = ChafaConverter(mode: .truecolor).convert(TestPixels.solid(width: 16, height: 16, (10, 200, 90)), columns: 2, rows: 1)
        for cell in cells.cells {
            let visible = cell.symbol == " " ? [cell.background] : cell.symbol == "█" ? [cell.foreground] : [cell.foreground, cell.background]
            #expect(visible.allSatisfy { $0 == .rgb(10, 200, 90) })
        }
    }

    /// The xterm palette's colour for an index of the 240 (the cube and the grey ramp).
    private func rgb(_ index: UInt8) -> (Int, Int, Int) {
        if index >= 232 { let grey = 8 + 10 * (Int(index) - 232); return (grey, grey, grey) }
        let cube = Int(index) - 16, levels = Palette240.cubeLevels
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    /// How blue the visible colours are on average (blue minus red).
    private func blueness(_ cells: ImageCells) -> Double {
        var sum = 0, count = 0
        for cell in cells.cells {
            for (colour, shows) in [(cell.foreground, cell.symbol != " "), (cell.background, cell.symbol != "█")] where shows {
                guard case .palette(let index) = colour else { continue }
                let (r, _, b) = rgb(index)
                sum += b - r
                count += 1
            }
        }
        return Double(sum) / Double(max(1, count))
    }

    @Test func ditheringKeepsADarkBlueSkyBlueWhereTheNearestColourIsGrey() {
        // A dusk sky between the palette's greys and its one dark blue (0, 0, 95).
        let sky = TestPixels.solid(width: 128, height: 64, (30, 40, 80))
        let nearest = ChafaConverter(mode: .palette240).convert(sky, columns: 32, rows: 16)
        let dithered = ChafaConverter(mode: .palette240, paletteDither: ChafaConverter.previewDither).convert(sky, columns: 32, rows: 16)
        #expect(blueness(nearest) < 10)
        #expect(blueness(dithered) > blueness(nearest) + 10)
        // Truecolor has every colour: dithering is never asked of it.
        let truecolor = ChafaConverter(mode: .truecolor, paletteDither: 1).convert(sky, columns: 4, rows: 2)
        #expect(truecolor.cells.allSatisfy { $0.background == .rgb(30, 40, 80) || $0.foreground == .rgb(30, 40, 80) })
    }

    @Test func keepsASharpEdgeInsideACell() {
        // A 3-column image whose middle column is split black/white: only symbols can show that.
        let pixels = TestPixels.from((0..<16).map { _ in (0..<24).map { $0 < 12 ? (0, 0, 0) : (255, 255, 255) } })
        let cells = ChafaConverter(mode: .truecolor).convert(pixels, columns: 3, rows: 1)
        let middle = cells[1, 0]
        #expect(Set([middle.foreground, middle.background]) == [.rgb(0, 0, 0), .rgb(255, 255, 255)])
        #expect(["▌", "▐"].contains(middle.symbol))
    }

    @Test func withoutColourUsesShapesInTheTerminalsColours() {
        let cells = ChafaConverter(mode: .symbolsOnly).convert(TestPixels.split(width: 32, height: 16), columns: 4, rows: 2)
        #expect(cells.cells.allSatisfy { $0.foreground == .default && $0.background == .default })
        #expect(Set(cells.lines) .count == 1)
        #expect(cells.lines[0].first != cells.lines[0].last)
    }

    @Test func usesOnlyBlockElementsAndSpacesByDefault() {
        // The default set is what every monospace font has: no sextants (U+1FB00...).
        let pixels = TestPixels.gradient(width: 96, height: 96)
        for mode in [ImageColorMode.truecolor, .palette240] {
            let cells = ChafaConverter(mode: mode).convert(pixels, columns: 24, rows: 12)
            #expect(cells.cells.allSatisfy { $0.symbol == " " || ("\u{2580}"..."\u{259F}").contains(String($0.symbol)) })
        }
    }

    @Test func flatCellsAreSpaces() {
        let cells = ChafaConverter(mode: .palette240).convert(TestPixels.solid(width: 32, height: 32, (40, 90, 200)), columns: 4, rows: 2)
        #expect(cells.cells.allSatisfy { $0.symbol == " " || $0.symbol == "█" })
        #expect(cells.cells.contains { $0.symbol == " " })
    }

    @Test func sextantsOnlyWhenAsked() {
        // Thin diagonal stripes: a shape sextants fit better than quadrants.
        let pixels = TestPixels.from((0..<48).map { y in (0..<48).map { x in (x + y) % 12 < 6 ? (0, 0, 0) : (255, 255, 255) } })
        let isSextant: (ImageCell) -> Bool = { ($0.symbol.unicodeScalars.first?.value ?? 0) >= 0x1FB00 }
        #expect(!ChafaConverter(mode: .truecolor).convert(pixels, columns: 16, rows: 8).cells.contains(where: isSextant))
        #expect(ChafaConverter(mode: .truecolor, symbols: .sextants).convert(pixels, columns: 16, rows: 8).cells.contains(where: isSextant))
    }

    @Test func handlesEmptyGrids() {
        #expect(ChafaConverter(mode: .truecolor).convert(TestPixels.solid(width: 2, height: 2, (1, 2, 3)), columns: 0, rows: 0).cells.isEmpty)
        #expect(ChafaConverter(mode: .truecolor).convert(RGBPixels(width: 0, height: 0, bytes: []), columns: 1, rows: 1).lines == [" "])
    }
}
