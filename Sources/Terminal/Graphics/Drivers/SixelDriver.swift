/// DEC sixel: each placement sends the image's pixels (libsixel, a palette fitted to the photo,
/// Atkinson dither), and taking it away has the cell renderer repaint its cells, which wipes the
/// pixels and keeps ncurses' model true (graphics brief §3). A part of an image (the photo around
/// an overlay) is the kept pixels cut and encoded again.
///
/// Cells written over a sixel hide it, and xterm keeps a sixel under the blanks that erased it
/// and scrolls it back into view with the text: no hardware scrolling while sixels are about.
public final class SixelDriver: RepaintingDriver {
    let crops = ReencodedCrops()

    /// Creates the driver.
    public init() {}

    public var graphicsProtocol: GraphicsProtocol? { .sixel }

    /// Atkinson first; when that is over `options.maxBytes`, Floyd–Steinberg, then no dither,
    /// whichever first fits (flat runs take fewer bytes). The pixels stay the given size.
    public static func encode(_ pixels: RGBPixels, columns: Int, rows: Int, options: GraphicsEncodingOptions) -> GraphicsImage? {
        let cropping = options.cropping(of: pixels) { encode($0, columns: $1, rows: $2, options: $3) }
        var best: GraphicsImage?
        for dither in SixelEncoder.Dither.allCases {
            guard let image = SixelEncoder.encode(rgb: pixels.bytes, width: pixels.width, height: pixels.height, columns: columns, rows: rows,
                                                  cellWidth: options.cellPixels.width, cellHeight: options.cellPixels.height,
                                                  colorRegisters: options.colorRegisters ?? Int(SixelEncoder.paletteSize), dither: dither,
                                                  cropping: cropping)
            else { return best }
            if best.map({ image.byteCount < $0.byteCount }) ?? true { best = image }
            guard let limit = options.maxBytes, image.byteCount > limit else { return image }
        }
        return best
    }
}
