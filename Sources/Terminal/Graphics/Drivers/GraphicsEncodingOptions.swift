/// What an encoder needs besides the pixels: the cell's size, the terminal's sixel colours, a
/// JPEG compressor (iTerm2: libturbojpeg lives in PhotoCore, which the toolkit does not import),
/// a byte ceiling, and whether the image keeps its pixels so that a part of it can be encoded
/// again later (an overlay over a sixel or iTerm2 preview).
public struct GraphicsEncodingOptions: Sendable {
    /// Compresses pixels as JPEG at a quality (1…100); nil when it fails.
    public typealias JPEGCompressor = @Sendable (RGBPixels, Int) -> [UInt8]?

    /// One cell in pixels.
    public var cellPixels: Size
    /// Sixel colour registers the terminal has (XTSMGRAPHICS); nil when it did not say.
    public var colorRegisters: Int?
    /// The JPEG compressor for iTerm2 images.
    public var jpeg: JPEGCompressor?
    /// The most bytes the encoded payload should take (iTerm2 lowers the JPEG quality, sixel
    /// tunes its dither, to stay within); nil: no ceiling.
    public var maxBytes: Int?
    /// Keep the pixels with the encoded image so that parts of it can be encoded again (sixel
    /// and iTerm2 cannot crop when placing; kitty always can).
    public var keepsPixelsForCrops: Bool
    /// Kitty: the terminal reads pixels from shared memory (``GraphicsChoice/kittySharedMemory``),
    /// so the image keeps its RGB pixels as they are instead of a PNG (no encode, nothing through
    /// the terminal but the object's name).
    public var kittySharedMemory: Bool

    /// Creates the options.
    public init(cellPixels: Size, colorRegisters: Int? = nil, jpeg: JPEGCompressor? = nil, maxBytes: Int? = nil,
                keepsPixelsForCrops: Bool = false, kittySharedMemory: Bool = false) {
        self.cellPixels = cellPixels
        self.colorRegisters = colorRegisters
        self.jpeg = jpeg
        self.maxBytes = maxBytes
        self.keepsPixelsForCrops = keepsPixelsForCrops
        self.kittySharedMemory = kittySharedMemory
    }

    /// How an image encoded from `pixels` shows a part of itself: encoded again by `encode`, cut
    /// to the part, when the options keep the pixels; else only whole.
    public func cropping(of pixels: RGBPixels,
                         by encode: @escaping @Sendable (RGBPixels, Int, Int, GraphicsEncodingOptions) -> GraphicsImage?)
        -> GraphicsImage.Cropping {
        guard keepsPixelsForCrops else { return .none }
        var parts = self
        parts.keepsPixelsForCrops = false
        let options = parts, cell = cellPixels
        return .reencoded { source in
            encode(pixels.cropped(to: source), max(1, source.width / max(1, cell.width)), max(1, source.height / max(1, cell.height)), options)
        }
    }
}
