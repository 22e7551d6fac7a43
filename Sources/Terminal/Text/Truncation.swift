/// What happens to text wider than its space.
public enum Truncation: Sendable {
    /// Cut at the edge.
    case clip
    /// Cut one column earlier and end with "…".
    case ellipsis
}
