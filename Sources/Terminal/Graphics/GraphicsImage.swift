/// An image encoded for one graphics protocol at one size in cells, ready to be placed: made on
/// an image worker, kept in a cache, placed by the ``GraphicsLayer`` on the loop thread. A class,
/// so that frames carry it without copying its bytes and compare it by identity.
///
/// ```swift
/// let image = KittyEncoder.encode(rgb: pixels, width: 640, height: 432, columns: 71, rows: 24)
/// ```
public final class GraphicsImage: Sendable {
    /// The protocol the bytes are for.
    public let graphicsProtocol: GraphicsProtocol
    /// The cells it covers.
    public let columns: Int
    public let rows: Int
    /// The pixels it carries.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// kitty: the base64 of the zlib-compressed RGB, in chunks of at most 4,096 bytes (each goes
    /// out in an escape sequence of its own); sixel and iTerm2: one chunk, the whole sequence.
    public let chunks: [[UInt8]]
    /// kitty through shared memory (`t=s`): the RGB pixels themselves, 3 bytes each, written
    /// into a shared-memory object when transmitted (``chunks`` is empty); nil otherwise.
    public let rawPixels: [UInt8]?
    /// How long encoding took, for the trace.
    public let encodeMilliseconds: Double
    /// How a part of it can be shown.
    public let cropping: Cropping

    /// How a part of an image can be shown (a row cut by the screen's edge, the photo around an
    /// overlay, a zoomed photo).
    public enum Cropping: Sendable {
        /// Only whole.
        case none
        /// The terminal crops when placing (kitty's source rectangle): no new pixels.
        case whenPlaced
        /// Encoded again, cut to the part's pixels (sixel and iTerm2 images that kept theirs).
        case reencoded(@Sendable (Rect) -> GraphicsImage?)
    }

    /// Creates an encoded image (the encoders do this); `cropping` nil: what the protocol does
    /// by itself.
    public init(graphicsProtocol: GraphicsProtocol, columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int,
                chunks: [[UInt8]], rawPixels: [UInt8]? = nil, encodeMilliseconds: Double, cropping: Cropping? = nil) {
        self.graphicsProtocol = graphicsProtocol
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.chunks = chunks
        self.rawPixels = rawPixels
        self.encodeMilliseconds = encodeMilliseconds
        // Unsaid: what the protocol's driver does by itself (kitty crops when placing).
        self.cropping = cropping ?? GraphicsDriverTable.driverType(for: graphicsProtocol).inherentCropping
    }

    /// Whether a part of it can be shown.
    public var canCrop: Bool {
        if case .none = cropping { return false }
        return true
    }

    /// The payload's size in bytes, without the escape sequences' headers (the pixels a
    /// shared-memory image keeps do not go through the terminal: ``GraphicsImage/retainedBytes``).
    public var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }
}
