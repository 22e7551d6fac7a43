/// How urgently an image is wanted. Work waiting in the loader's queues runs in this order;
/// a second request for an image already queued raises it to the higher of the two.
public enum ImagePriority: Int, Comparable, Sendable, CaseIterable {
    /// Rows just beyond the screen, fetched ahead of scrolling.
    case prefetch = 0
    /// The detail pane's large image.
    case detail = 1
    /// Rows on screen now.
    case visible = 2

    public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
