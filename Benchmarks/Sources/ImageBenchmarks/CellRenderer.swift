import PhotoCore
import Terminal

/// Paints cells back into pixels (each cell `cellWidth × cellHeight`) so a conversion can be
/// compared with the source: a symbol's coverage decides, per pixel, foreground or background.
enum CellRenderer {
    static let cellWidth = 6
    static let cellHeight = 12

    static func render(_ cells: ImageCells) -> PixelImage {
        let width = cells.columns * cellWidth, height = cells.rows * cellHeight
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<cells.rows {
            for column in 0..<cells.columns {
                let cell = cells[column, row]
                let fg = rgb(cell.foreground, fallback: (255, 255, 255)), bg = rgb(cell.background, fallback: (0, 0, 0))
                let mask = coverage(cell.symbol)
                for py in 0..<cellHeight {
                    for px in 0..<cellWidth {
                        let colour = mask(Double(px) + 0.5, Double(py) + 0.5) ? fg : bg
                        let o = ((row * cellHeight + py) * width + column * cellWidth + px) * 3
                        pixels[o] = colour.0; pixels[o + 1] = colour.1; pixels[o + 2] = colour.2
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    private static func rgb(_ colour: Color, fallback: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        switch colour {
        case .rgb(let r, let g, let b): return (r, g, b)
        case .palette(let index) where index >= 16: return XtermPalette.rgb(of: index)
        default: return fallback
        }
    }

    /// Whether the symbol covers the point (x, y) of a cell, in cell pixels.
    private static func coverage(_ symbol: Character) -> (Double, Double) -> Bool {
        let w = Double(cellWidth), h = Double(cellHeight)
        let scalar = symbol.unicodeScalars.first!.value
        func quadrants(_ tl: Bool, _ tr: Bool, _ bl: Bool, _ br: Bool) -> (Double, Double) -> Bool {
            { x, y in x < w / 2 ? (y < h / 2 ? tl : bl) : (y < h / 2 ? tr : br) }
        }
        switch scalar {
        case 0x20: return { _, _ in false }
        case 0x2588: return { _, _ in true }
        case 0x2580: return { _, y in y < h / 2 }
        case 0x2584: return { _, y in y >= h / 2 }
        case 0x258C: return { x, _ in x < w / 2 }
        case 0x2590: return { x, _ in x >= w / 2 }
        case 0x2581...0x2587: let n = Double(scalar - 0x2580); return { _, y in y >= h * (1 - n / 8) }
        case 0x2589...0x258F: let n = Double(0x2590 - scalar); return { x, _ in x < w * n / 8 }
        case 0x2594: return { _, y in y < h / 8 }
        case 0x2595: return { x, _ in x >= w * 7 / 8 }
        case 0x2596: return quadrants(false, false, true, false)
        case 0x2597: return quadrants(false, false, false, true)
        case 0x2598: return quadrants(true, false, false, false)
        case 0x2599: return quadrants(true, false, true, true)
        case 0x259A: return quadrants(true, false, false, true)
        case 0x259B: return quadrants(true, true, true, false)
        case 0x259C: return quadrants(true, true, false, true)
        case 0x259D: return quadrants(false, true, false, false)
        case 0x259E: return quadrants(false, true, true, false)
        case 0x259F: return quadrants(false, true, true, true)
        case 0x1FB00...0x1FB3B:
            // Sextants enumerate the 6-bit patterns except the two that are half blocks.
            var pattern = Int(scalar - 0x1FB00) + 1
            if pattern >= 21 { pattern += 1 }
            if pattern >= 42 { pattern += 1 }
            return { x, y in
                let bit = min(Int(y / (h / 3)), 2) * 2 + (x < w / 2 ? 0 : 1)
                return pattern & (1 << bit) != 0
            }
        default:
            // Anything else (shades): half coverage, a checkerboard.
            return { x, y in (Int(x) + Int(y)) % 2 == 0 }
        }
    }
}
