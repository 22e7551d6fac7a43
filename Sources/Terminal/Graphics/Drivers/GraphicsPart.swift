/// The part of an image that shows in one placement: the cells it covers and, when it is not the
/// whole image, the part of the image's pixels they show. An overlay over the middle of a photo
/// leaves up to four parts around it; a zoomed photo is one part of a larger image.
public struct GraphicsPart: Hashable, Sendable {
    /// The cells covered.
    public var rect: Rect
    /// The image's pixels shown there; nil: all of them.
    public var source: Rect?

    /// Creates a part.
    public init(rect: Rect, source: Rect? = nil) {
        self.rect = rect
        self.source = source
    }
}
