/// The list's rows and how they changed, so the view appends instead of reloading.
public struct RowsUpdate: Equatable, Sendable {
    /// What changed since the previous update.
    public enum Change: Equatable, Sendable {
        /// Everything is new (a new query, the home feed replacing a search): reset the scroll
        /// position and the selection.
        case reset
        /// Rows were added at the end; the rows before `range` are unchanged.
        case appended(Range<Int>)
        /// The rows in `range` (indices into the new `rows`) are new; the rows before it are
        /// unchanged and the rows after it are the same rows as before, shifted by the difference
        /// in count. The home feed uses it when one section's photos arrive.
        case replaced(Range<Int>)
    }

    /// All rows, in order.
    public let rows: [PhotoListRow]
    /// How `rows` differs from the previous update's.
    public let change: Change

    /// Creates an update.
    public init(rows: [PhotoListRow], change: Change) {
        self.rows = rows
        self.change = change
    }
}
