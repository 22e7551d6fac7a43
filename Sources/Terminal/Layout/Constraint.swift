/// How much of a split a segment takes.
public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells (less only when the space runs out).
    case fixed(Int)
    /// This percentage of the whole space, rounded down.
    case percent(Int)
    /// At least this many cells, plus an equal share of what the other constraints leave.
    case min(Int)
}
