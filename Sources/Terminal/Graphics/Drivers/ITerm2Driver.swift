import Foundation

/// iTerm2 inline images (OSC 1337: iTerm2, WezTerm, mlterm): a JPEG stretched by the terminal
/// over its cells. Like sixel, each placement sends the image and taking it away has the cell
/// renderer repaint its cells; a part of an image is the kept pixels cut and compressed again.
public final class ITerm2Driver: GraphicsDriver {
    /// The JPEG qualities tried, best first, until the image is within its byte ceiling.
    static let qualities = [85, 75, 65, 55, 45, 35]

    private let crops = ReencodedCrops()

    /// Creates the driver.
    public init() {}

    public var graphicsProtocol: GraphicsProtocol? { .iterm2 }
    public var movesCheaply: Bool { false }
    public var cellsHidePixels: Bool { true }
    public var allowsHardwareScrolling: Bool { false }
    public static var inherentCropping: GraphicsImage.Cropping { .none }

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

    public func canShow(_ part: GraphicsPart, of image: GraphicsImage) -> Bool {
        part.source == nil || image.canCrop
    }

    public func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage, key: String) -> Int {
        RepaintedPlacement.estimatedBytes(placing: part, of: image)
    }

    public func place(_ image: GraphicsImage, key: String, part: GraphicsPart, placement: UInt32, moving: Bool,
                      writer: GraphicsWriter, into bytes: inout [UInt8]) -> String {
        RepaintedPlacement.place(crops.image(image, key: key, part: part), at: part, writer: writer, into: &bytes)
    }

    public func erase(key: String, part: GraphicsPart, placement: UInt32, output: GraphicsOutput, writer: GraphicsWriter,
                      into bytes: inout [UInt8]) {
        output.repaint(part.rect)
    }

    public func directRemoval(key: String, placement: UInt32) -> [UInt8] { [] }

    public func placed(onScreen: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {
        crops.keep(only: onScreen)
    }

    public func forgetAll(writer: GraphicsWriter, into bytes: inout [UInt8]) { crops.removeAll() }

    /// Nothing: the images leave with the alternate screen.
    public func exitBytes(insideTmux: Bool) -> [UInt8] { [] }
}
