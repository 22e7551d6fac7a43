/// Horizontal placement of text inside a rectangle.
public enum Alignment: Sendable {
    case left, center, right
}
