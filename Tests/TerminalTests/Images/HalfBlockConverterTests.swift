import Testing
@testable import Terminal

@Suite struct HalfBlockConverterTests {
    private let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    private let black: (UInt8, UInt8, UInt8) = (0, 0, 0)
    private let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    private let grey: (UInt8, UInt8, UInt8) = (128, 128, 128)
    private let green: (UInt8, UInt8, UInt8) = (10, 200, 90)

    /// 3×4 pixels: exactly one pixel per half cell for a 3×2 grid.
    private var pixels: RGBPixels {
        TestPixels.from([
            [red, black, white],
            [grey, green, red],
            [white, white, black],
            [green, grey, grey],
        ])
    }

    @Test func snapshotIn256Colours() {
        let cells = HalfBlockConverter.convert(pixels, columns: 3, rows: 2, mode: .palette240)
        #expect(cells.lines == ["▀▀▀", "▀▀▀"])
        #expect(cells.cells.map(\.foreground) == [.palette(196), .palette(16), .palette(231),
                                                   .palette(231), .palette(231), .palette(16)])
        #expect(cells.cells.map(\.background) == [.palette(244), .palette(41), .palette(196),
                                                   .palette(41), .palette(244), .palette(244)])
    }

    @Test func snapshotInTruecolor() {
        let cells = HalfBlockConverter.convert(pixels, columns: 3, rows: 2, mode: .truecolor)
        #expect(cells.lines == ["▀▀▀", "▀▀▀"])
        #expect(cells[0, 0] == ImageCell(symbol: "▀", foreground: .rgb(255, 0, 0), background: .rgb(128, 128, 128)))
        #expect(cells[1, 0] == ImageCell(symbol: "▀", foreground: .rgb(0, 0, 0), background: .rgb(10, 200, 90)))
        #expect(cells[2, 1] == ImageCell(symbol: "▀", foreground: .rgb(0, 0, 0), background: .rgb(128, 128, 128)))
    }

    @Test func averagesLargerImagesIntoTheCells() {
        // 4×8 pixels into 2×2 cells: each half cell averages a 2×2 block.
        let pixels = TestPixels.from((0..<8).map { y in (0..<4).map { x in
            y < 4 ? (x < 2 ? (0, 0, 0) : (200, 100, 50)) : ((x + y) % 2 == 0 ? (0, 0, 0) : (255, 255, 255))
        } })
        let cells = HalfBlockConverter.convert(pixels, columns: 2, rows: 2, mode: .truecolor)
        #expect(cells[0, 0].foreground == .rgb(0, 0, 0) && cells[0, 0].background == .rgb(0, 0, 0))
        #expect(cells[1, 0].foreground == .rgb(200, 100, 50))
        #expect(cells[0, 1].foreground == .rgb(128, 128, 128) && cells[1, 1].background == .rgb(128, 128, 128))
    }

    @Test func withoutColourUsesAShadeRampInTheTerminalsColours() {
        let cells = HalfBlockConverter.convert(TestPixels.split(width: 8, height: 4), columns: 4, rows: 2, mode: .symbolsOnly)
        #expect(cells.lines == ["  ██", "  ██"])
        #expect(cells.cells.allSatisfy { $0.foreground == .default && $0.background == .default })
        let greys = HalfBlockConverter.convert(TestPixels.from([[(64, 64, 64), (128, 128, 128), (192, 192, 192)],
                                                               [(64, 64, 64), (128, 128, 128), (192, 192, 192)]]),
                                               columns: 3, rows: 1, mode: .symbolsOnly)
        #expect(greys.lines == ["░▒▓"])
    }

    @Test func handlesEmptyInputAndEmptyGrids() {
        #expect(HalfBlockConverter.convert(pixels, columns: 0, rows: 5, mode: .truecolor).cells.isEmpty)
        let blank = HalfBlockConverter.convert(RGBPixels(width: 0, height: 0, bytes: []), columns: 2, rows: 1, mode: .truecolor)
        #expect(blank.lines == ["  "])
    }

    @Test func neverUsesTheSystemColours() {
        let cells = HalfBlockConverter.convert(TestPixels.gradient(width: 80, height: 40), columns: 40, rows: 20, mode: .palette240)
        for cell in cells.cells {
            guard case .palette(let fg) = cell.foreground, case .palette(let bg) = cell.background else {
                Issue.record("expected palette colours")
                return
            }
            #expect(fg >= 16 && bg >= 16)
        }
    }
}
