/// Foreground, background and attributes of a cell.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    /// - Parameters:
    ///   - foreground: text color; `.default` is the terminal's own.
    ///   - background: cell color; `.default` keeps the terminal's (possibly transparent) background.
    ///   - attributes: bold, underline, ...
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colors, no attributes.
    public static let plain = Style()

    /// This style with attributes added.
    public func adding(_ extra: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
