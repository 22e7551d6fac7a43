/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Below this the toolkit shows "terminal too small" instead of a cramped layout.
    public static let minimum = Size(width: 40, height: 10)

    /// True when either side is below `minimum`'s.
    public func isSmaller(than minimum: Size) -> Bool { width < minimum.width || height < minimum.height }

    public var description: String { "\(width)x\(height)" }
}
