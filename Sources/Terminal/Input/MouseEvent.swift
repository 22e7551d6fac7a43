/// A mouse report: what happened and at which cell (0-based, top left is 0,0).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release
        case drag(Button)
        case wheelUp
        case wheelDown
    }

    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public var kind: Kind
    public var position: Point

    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.position = Point(x: x, y: y)
    }
}
