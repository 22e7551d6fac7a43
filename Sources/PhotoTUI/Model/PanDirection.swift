/// A way to pan a zoomed photo (or, not zoomed, to step through the photos).
enum PanDirection: Equatable, CaseIterable {
    case up, down, left, right

    /// Forward through the photos (`j`, `l`): the next one; backward (`k`, `h`): the previous.
    var isForward: Bool { self == .down || self == .right }
}
