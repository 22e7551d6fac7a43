import CChafa
import Foundation

/// Sixel images made by libchafa's pixel mode (already linked for the cell renderer): 256
/// colours quantised from truecolor, no dithering, which measured as good as libsixel and
/// smaller (graphics brief §6). libchafa 1.12 cuts the height to a multiple of six pixels, so
/// up to five pixel rows at the bottom of the rectangle stay the pane's background.
///
/// ```swift
/// let image = SixelEncoder.encode(rgb: pixels, width: 639, height: 418, columns: 71, rows: 22, cellWidth: 9, cellHeight: 19)
/// ```
public enum SixelEncoder {
    /// Encodes `rgb` (`width × height`, 3 bytes a pixel) to fill `columns × rows` cells of
    /// `cellWidth × cellHeight` pixels. Nil when the pixels do not match the size.
    public static func encode(rgb: [UInt8], width: Int, height: Int, columns: Int, rows: Int,
                              cellWidth: Int, cellHeight: Int) -> GraphicsImage? {
        guard width > 0, height > 0, rgb.count == width * height * 3, columns > 0, rows > 0, cellWidth > 0, cellHeight > 0
        else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        singleThreaded
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        // libchafa 1.12's pixel modes misread 3-byte pixels (rows shear, colours go grey): give it 4.
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { target in
            rgb.withUnsafeBufferPointer { source in
                for pixel in 0..<(width * height) {
                    target[pixel * 4] = source[pixel * 3]
                    target[pixel * 4 + 1] = source[pixel * 3 + 1]
                    target[pixel * 4 + 2] = source[pixel * 3 + 2]
                }
            }
        }
        rgba.withUnsafeBufferPointer { bytes in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, bytes.baseAddress, Int32(width), Int32(height), Int32(width * 4))
        }
        guard let termInfo = sixelTermInfo() else { return nil }
        defer { chafa_term_info_unref(termInfo) }
        guard let printed = chafa_canvas_print(canvas, termInfo) else { return nil }
        defer { g_string_free(printed, 1) }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
                                              count: Int(printed.pointee.len)))
        guard bytes.first == 0x1B else { return nil }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return GraphicsImage(graphicsProtocol: .sixel, columns: columns, rows: rows, pixelWidth: columns * cellWidth,
                             pixelHeight: (rows * cellHeight) / 6 * 6, chunks: [bytes], encodeMilliseconds: milliseconds)
    }

    /// chafa's thread count is process-wide; the app's workers decide the concurrency.
    private static let singleThreaded: Void = chafa_set_n_threads(1)

    /// A terminal description with sixel sequences (chafa's entry for mlterm has them).
    private static func sixelTermInfo() -> OpaquePointer? {
        let database = chafa_term_db_get_default()
        var variables: [UnsafeMutablePointer<CChar>?] = [strdup("TERM=mlterm"), nil]
        defer { free(variables[0]) }
        return variables.withUnsafeMutableBufferPointer { chafa_term_db_detect(database, $0.baseAddress) }
    }
}
