/// Turns pixels into cells two pixels to a cell: the upper half as the foreground of "▀",
/// the lower half as the background. Cheap enough (tens of microseconds for a 40×20
/// thumbnail) to run for every visible row on every scroll.
///
/// The pixels are area-averaged to `columns × 2·rows` first; a caller that already resampled
/// to exactly that size skips the averaging.
///
/// ```swift
/// let cells = HalfBlockConverter.convert(pixels, columns: 40, rows: 20, mode: .palette240)
/// ```
public enum HalfBlockConverter {
    /// The upper-half block.
    public static let upperHalf: Character = "▀"
    /// The shade ramp used without colour, from empty to full.
    public static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    /// Converts `pixels` to `columns × rows` cells.
    /// - Parameters:
    ///   - pixels: the image; any size, averaged into the cells.
    ///   - columns: width in cells.
    ///   - rows: height in cells (each cell covers two pixel rows).
    ///   - mode: truecolor, the 240-colour palette, or shade symbols without colour.
    public static func convert(_ pixels: RGBPixels, columns: Int, rows: Int, mode: ImageColorMode) -> ImageCells {
        guard columns > 0, rows > 0 else { return ImageCells(columns: 0, rows: 0, cells: []) }
        guard pixels.width > 0, pixels.height > 0 else {
            return ImageCells(columns: columns, rows: rows,
                              cells: Array(repeating: ImageCell(symbol: " ", foreground: .default, background: .default), count: columns * rows))
        }
        let halves = averagedHalves(pixels, columns: columns, rows: rows)
        var cells = [ImageCell]()
        cells.reserveCapacity(columns * rows)
        halves.withUnsafeBufferPointer { half in
            for row in 0..<rows {
                let upperRow = (2 * row) * columns * 3
                let lowerRow = (2 * row + 1) * columns * 3
                for column in 0..<columns {
                    let u = upperRow + column * 3, l = lowerRow + column * 3
                    switch mode {
                    case .truecolor:
                        cells.append(ImageCell(symbol: upperHalf,
                                               foreground: .rgb(half[u], half[u + 1], half[u + 2]),
                                               background: .rgb(half[l], half[l + 1], half[l + 2])))
                    case .palette240:
                        cells.append(ImageCell(symbol: upperHalf,
                                               foreground: .palette(Palette240.index(half[u], half[u + 1], half[u + 2])),
                                               background: .palette(Palette240.index(half[l], half[l + 1], half[l + 2]))))
                    case .symbolsOnly:
                        let luma = (luminance(half[u], half[u + 1], half[u + 2]) + luminance(half[l], half[l + 1], half[l + 2])) / 2
                        cells.append(ImageCell(symbol: shades[min(luma * shades.count / 256, shades.count - 1)],
                                               foreground: .default, background: .default))
                    }
                }
            }
        }
        return ImageCells(columns: columns, rows: rows, cells: cells)
    }

    /// Rec. 601 luma, 0–255.
    @inline(__always)
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000
    }

    /// The image box-averaged to `columns × 2·rows` pixels: each output pixel is the mean of
    /// the source pixels whose index range maps onto it (at least one).
    private static func averagedHalves(_ pixels: RGBPixels, columns: Int, rows: Int) -> [UInt8] {
        let width = columns, height = rows * 2
        if pixels.width == width && pixels.height == height { return pixels.bytes }
        let xBounds = (0...width).map { $0 * pixels.width / width }
        let yBounds = (0...height).map { $0 * pixels.height / height }
        var output = [UInt8](repeating: 0, count: width * height * 3)
        pixels.bytes.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let y0 = yBounds[y], y1 = max(yBounds[y + 1], y0 + 1)
                    for x in 0..<width {
                        let x0 = xBounds[x], x1 = max(xBounds[x + 1], x0 + 1)
                        var r = 0, g = 0, b = 0
                        for sy in y0..<y1 {
                            var p = (sy * pixels.width + x0) * 3
                            for _ in x0..<x1 {
                                r += Int(src[p]); g += Int(src[p + 1]); b += Int(src[p + 2])
                                p += 3
                            }
                        }
                        let count = (y1 - y0) * (x1 - x0)
                        let o = (y * width + x) * 3
                        dst[o] = UInt8((r + count / 2) / count)
                        dst[o + 1] = UInt8((g + count / 2) / count)
                        dst[o + 2] = UInt8((b + count / 2) / count)
                    }
                }
            }
        }
        return output
    }
}
