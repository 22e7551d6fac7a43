/// A jump along an ordered list to the start of a group: by day or by month on a timeline
/// (date order); by first letter or by folder in name order.
public struct TimelineJump: Sendable, Hashable {
    /// How big a step: a day (a first letter, in name order) or a month (a folder).
    public enum Unit: Sendable, Hashable {
        case day
        case month
    }

    public var unit: Unit
    /// Toward the end of the list (older photos on a timeline, later names).
    public var forward: Bool

    /// `[`, `]`, `{`, `}`.
    public static let previousDay = TimelineJump(unit: .day, forward: false)
    public static let nextDay = TimelineJump(unit: .day, forward: true)
    public static let previousMonth = TimelineJump(unit: .month, forward: false)
    public static let nextMonth = TimelineJump(unit: .month, forward: true)

    public init(unit: Unit, forward: Bool) {
        self.unit = unit
        self.forward = forward
    }

    /// Where the jump from `position` lands among `count` items grouped by `group`: forward, the
    /// first item of the next group; backward, the first of the item's own group, or of the one
    /// before when it is already there. `nil` when there is no such group (the ends).
    public func target<Group: Equatable>(from position: Int, count: Int, group: (Int) -> Group) -> Int? {
        guard count > 0 else { return nil }
        let start = min(max(0, position), count - 1)
        let current = group(start)
        if forward {
            var next = start + 1
            while next < count, group(next) == current { next += 1 }
            return next < count ? next : nil
        }
        var first = start
        while first > 0, group(first - 1) == current { first -= 1 }
        if first < start { return first }
        guard first > 0 else { return nil }
        let previous = group(first - 1)
        var before = first - 1
        while before > 0, group(before - 1) == previous { before -= 1 }
        return before
    }
}
