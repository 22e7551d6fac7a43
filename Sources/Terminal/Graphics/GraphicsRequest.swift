/// A widget's wish to show pixels in a rectangle of the frame: the cells of `rect` hold
/// `reserved` (the image as cells, or blanks), and the ``GraphicsLayer`` puts `image` over them
/// after the frame reached the terminal, as long as every one of those cells is still what the
/// widget drew (an overlay drawn over part of it takes the pixels away, and the cells show the
/// rest of the image around the overlay).
public struct GraphicsRequest: Equatable, Sendable {
    /// Which place on screen this is ("detail", "thumbnail 3"): one image per slot at a time.
    public var slot: String
    /// What image this is (the same key is the same pixels, so a shown one is never re-sent).
    public var key: String
    /// The cells it covers.
    public var rect: Rect
    /// The encoded pixels.
    public var image: GraphicsImage
    /// The cells under the image, row by row (`rect.width × rect.height`).
    public var reserved: [Cell]
    /// The part of the image shown, in its pixels, when `rect` shows only part of it (a list's
    /// last row cut by the edge of the screen); nil: all of it. Only an image that can be cut
    /// (``GraphicsImage/canCrop``) is asked for in part.
    public var source: Rect?
    /// Placed only once the requests that wait have stayed put a moment, where moving an image
    /// sends its pixels again (sixel, iTerm2): a list's thumbnails, so that a held `j` shows
    /// cells and then pixels instead of queueing megabytes.
    public var waitsForRest: Bool
    /// Not shown: sent for the terminal to keep (where it keeps images, kitty), so that a later
    /// request of the same key costs only its placement (the full-screen view's next photo).
    /// Sent once the layer is idle, one image a frame; freed when no frame asks for it any more.
    public var isAhead: Bool

    /// Creates a request.
    public init(slot: String, key: String, rect: Rect, image: GraphicsImage, reserved: [Cell], source: Rect? = nil,
                waitsForRest: Bool = false, isAhead: Bool = false) {
        self.slot = slot
        self.key = key
        self.rect = rect
        self.image = image
        self.reserved = reserved
        self.source = source
        self.waitsForRest = waitsForRest
        self.isAhead = isAhead
    }

    public static func == (lhs: GraphicsRequest, rhs: GraphicsRequest) -> Bool {
        lhs.slot == rhs.slot && lhs.key == rhs.key && lhs.rect == rhs.rect && lhs.image === rhs.image && lhs.reserved == rhs.reserved
            && lhs.source == rhs.source && lhs.waitsForRest == rhs.waitsForRest
    }
}
