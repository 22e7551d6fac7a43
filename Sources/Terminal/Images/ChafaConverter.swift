import CChafa

/// Turns pixels into cells with libchafa's per-cell canvas: block, half and quadrant symbols
/// (and sextants when asked) chosen to fit each cell's shape, sharper than half blocks at about fifty times the
/// cost, so it runs off the main thread and its result is cached by the caller.
///
/// Each conversion builds its own canvas (chafa objects are not shared between threads), and
/// chafa's internal threading is turned off so that the app's pool decides the concurrency.
///
/// ```swift
/// let cells = ChafaConverter(mode: .palette240).convert(pixels, columns: 120, rows: 60)
/// ```
public struct ChafaConverter: Sendable {
    /// The colour mode of the output.
    public var mode: ImageColorMode
    /// The characters it may use.
    public var symbols: ImageSymbols
    /// chafa's effort, 0–1: 0.5 is most of the quality for half the time of 1.
    public var workFactor: Float
    /// Error diffusion in the 240-colour palette, 0 (none) to 1 (full), at the grain of a
    /// quadrant. The palette has no dark desaturated blues or warm mid-tones: without it skies go
    /// grey in bands and skin blotches; in full it sprinkles saturated dots over flat areas.
    /// Ignored in truecolor and without colour.
    public var paletteDither: Float

    /// Half the diffusion, measured on real photos at 80×40 cells against the nearest colours:
    /// colour error (CIEDE2000 at viewing distance) 7.35 → 5.96, blurred PSNR 26.6 → 29.0 dB, for
    /// pixel SSIM 0.619 → 0.536 (full diffusion: 4.30, 31.1 dB, 0.448). `docs/cell-quality.md`.
    public static let previewDither: Float = 0.5

    /// Creates a converter.
    public init(mode: ImageColorMode, symbols: ImageSymbols = .blocks, workFactor: Float = 0.5, paletteDither: Float = 0) {
        self.mode = mode
        self.symbols = symbols
        self.workFactor = workFactor
        self.paletteDither = paletteDither
    }

    /// Converts `pixels` to `columns × rows` cells; chafa scales the image to the grid.
    public func convert(_ pixels: RGBPixels, columns: Int, rows: Int) -> ImageCells {
        guard columns > 0, rows > 0 else { return ImageCells(columns: 0, rows: 0, cells: []) }
        guard pixels.width > 0, pixels.height > 0 else {
            return ImageCells(columns: columns, rows: rows,
                              cells: Array(repeating: ImageCell(symbol: " ", foreground: .default, background: .default), count: columns * rows))
        }
        Self.singleThreaded
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_work_factor(config, workFactor)
        chafa_canvas_config_set_canvas_mode(config, canvasMode)
        if mode == .palette240, paletteDither > 0 {
            chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_DIFFUSION)
            chafa_canvas_config_set_dither_intensity(config, min(1, paletteDither))
            chafa_canvas_config_set_dither_grain_size(config, 4, 4)
        }

        let symbolMap = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbolMap) }
        chafa_symbol_map_add_by_tags(symbolMap, symbolTags)
        chafa_canvas_config_set_symbol_map(config, symbolMap)

        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        pixels.bytes.withUnsafeBufferPointer { bytes in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, bytes.baseAddress,
                                         Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 3))
        }

        var cells = [ImageCell]()
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let code = chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
                let symbol = Unicode.Scalar(code).map(Character.init) ?? " "
                var foreground: Int32 = 0, background: Int32 = 0
                chafa_canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                cells.append(ImageCell(symbol: symbol, foreground: color(foreground), background: color(background)))
            }
        }
        return ImageCells(columns: columns, rows: rows, cells: cells)
    }

    // MARK: - Private

    /// chafa's thread count is process-wide; set once, before the first canvas.
    private static let singleThreaded: Void = chafa_set_n_threads(1)

    private var canvasMode: ChafaCanvasMode {
        switch mode {
        case .truecolor: return CHAFA_CANVAS_MODE_TRUECOLOR
        case .palette240: return CHAFA_CANVAS_MODE_INDEXED_240
        case .symbolsOnly: return CHAFA_CANVAS_MODE_FGBG
        }
    }

    private var symbolTags: ChafaSymbolTags {
        var tags = CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue
            | CHAFA_SYMBOL_TAG_SPACE.rawValue
        if symbols == .sextants { tags |= CHAFA_SYMBOL_TAG_SEXTANT.rawValue }
        // Without colour only the symbol's shape carries the image: add shades.
        if mode == .symbolsOnly { tags |= CHAFA_SYMBOL_TAG_STIPPLE.rawValue }
        return ChafaSymbolTags(tags)
    }

    private func color(_ raw: Int32) -> Color {
        guard raw >= 0 else { return .default }
        switch mode {
        case .truecolor:
            return .rgb(UInt8(truncatingIfNeeded: raw >> 16), UInt8(truncatingIfNeeded: raw >> 8), UInt8(truncatingIfNeeded: raw))
        case .palette240:
            return .palette(UInt8(clamping: raw))
        case .symbolsOnly:
            return .default
        }
    }
}
