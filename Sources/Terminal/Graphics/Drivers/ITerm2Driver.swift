import Foundation

/// iTerm2 inline images (OSC 1337: iTerm2, WezTerm, mlterm): a JPEG stretched by the terminal
/// over its cells. Like sixel, each placement sends the image and taking it away has the cell
/// renderer repaint its cells; a part of an image is the kept pixels cut and compressed again.
public final class ITerm2Driver: RepaintingDriver {
    /// The JPEG qualities tried, best first, until the image is within its byte ceiling.
    static let qualities = [85, 75, 65, 55, 45, 35]

    let crops = ReencodedCrops()

    /// Creates the driver.
    public init() {}

    public var graphicsProtocol: GraphicsProtocol? { .iterm2 }

    /// JPEG at quality 85, lowered in steps of ten while the sequence is over `options.maxBytes`
    /// (quality by size); nil without a JPEG compressor.
    public static func encode(_ pixels: RGBPixels, columns: Int, rows: Int, options: GraphicsEncodingOptions) -> GraphicsImage? {
        guard let jpeg = options.jpeg else { return nil }
        let cropping = options.cropping(of: pixels) { encode($0, columns: $1, rows: $2, options: $3) }
        let start = DispatchTime.now().uptimeNanoseconds
        var image: GraphicsImage?
        for quality in qualities {
            guard let bytes = jpeg(pixels, quality) else { return nil }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            image = ITerm2Encoder.encode(jpeg: bytes, width: pixels.width, height: pixels.height, columns: columns, rows: rows,
                                         encodeMilliseconds: milliseconds, cropping: cropping)
            guard let limit = options.maxBytes, let size = image?.byteCount, size > limit else { break }
        }
        return image
    }
}
