import PhotoModel

/// A rectangle of pixels: origin at the top left, `y` growing down.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of an image of `size`.
    public init(_ size: PixelSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The rectangle's size.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}
