import CPNG
import Foundation
import PhotoModel

/// Decodes PNG bytes to RGB pixels with libpng's simplified API (`png_image`), which reports
/// errors as return values, so no `setjmp` crosses into Swift.
///
/// Any bit depth, palette, grey or alpha becomes 8-bit RGB; transparency is composited over
/// ``background``. The same pixel budget as ``JPEGDecoder`` guards against decompression bombs.
/// A value type with no shared state: safe on any number of threads at once.
///
/// ```swift
/// let pixels = try PNGDecoder().decode(data)
/// let uri = PNGTextChunks.read(data)["Thumb::URI"]
/// ```
public struct PNGDecoder: Sendable {
    /// The largest source (`width * height` from the header) this decoder will touch.
    public var pixelBudget: Int
    /// What transparent pixels are composited over (RGB).
    public var background: (red: UInt8, green: UInt8, blue: UInt8)

    /// Creates a decoder.
    /// - Parameters:
    ///   - pixelBudget: refuse PNGs whose header declares more pixels than this.
    ///   - background: the colour under transparent pixels; a dark grey suits a terminal.
    public init(pixelBudget: Int = JPEGDecoder.defaultPixelBudget,
                background: (red: UInt8, green: UInt8, blue: UInt8) = (32, 32, 32)) {
        self.pixelBudget = pixelBudget
        self.background = background
    }

    /// Reads the size from the header without decoding the pixels.
    /// - Throws: `PNGError`.
    public func size(of data: Data) throws -> PixelSize {
        try withImage(data) { image in try checkedSize(image) }
    }

    /// Decodes to RGB at full size. PNG has no reduced-size decode; `target` is accepted so
    /// that callers treat both formats alike, and ignored.
    /// - Throws: `PNGError` for empty, non-PNG, zero-size, over-budget, truncated or corrupt data.
    public func decode(_ data: Data, atLeast target: PixelSize? = nil) throws -> PixelImage {
        try withImage(data) { image in
            let size = try checkedSize(image)
            image.pointee.format = photo_tui_png_format_rgb()
            var pixels = [UInt8](repeating: 0, count: size.area * 3)
            var color = png_color(red: background.red, green: background.green, blue: background.blue)
            let status = pixels.withUnsafeMutableBytes { destination in
                png_image_finish_read(image, &color, destination.baseAddress, 0, nil)
            }
            if status == 0 { throw Self.error(image, data: data) }
            return PixelImage(width: size.width, height: size.height, pixels: pixels)
        }
    }

    // MARK: - Private

    private func withImage<Result>(_ data: Data, _ body: (UnsafeMutablePointer<png_image>) throws -> Result) throws -> Result {
        guard !data.isEmpty else { throw PNGError.empty }
        let format = ImageFormat(sniffing: data)
        guard format == .png else { throw PNGError.unsupportedFormat(format) }
        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())
        image.pointee.version = photo_tui_png_image_version()
        defer {
            // Safe after a failure too: libpng frees what it allocated and clears `opaque`.
            png_image_free(image)
            image.deallocate()
        }
        return try data.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(image, raw.baseAddress, raw.count) != 0 else {
                throw Self.error(image, data: data)
            }
            return try body(image)
        }
    }

    private func checkedSize(_ image: UnsafeMutablePointer<png_image>) throws -> PixelSize {
        let size = PixelSize(width: Int(image.pointee.width), height: Int(image.pointee.height))
        guard size.width > 0, size.height > 0 else { throw PNGError.zeroSize }
        guard size.area <= pixelBudget else {
            throw PNGError.tooLarge(width: size.width, height: size.height, budget: pixelBudget)
        }
        return size
    }

    /// libpng names a stream that runs out "read beyond end of data"; anything else is corrupt.
    private static func error(_ image: UnsafeMutablePointer<png_image>, data: Data) -> PNGError {
        let message = String(cString: photo_tui_png_message(image))
        if message.localizedCaseInsensitiveContains("end of data") || message.localizedCaseInsensitiveContains("not enough") {
            return .truncated
        }
        return .corrupt(message)
    }
}
