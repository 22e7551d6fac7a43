/// Splits a rectangle into segments along one axis.
///
/// ```swift
/// let rows = Layout(.vertical, [.fixed(3), .min(5), .fixed(1)]).split(area)
/// // search box, list, status bar
/// ```
public struct Layout: Sendable {
    public enum Direction: Sendable {
        case horizontal, vertical
    }

    public var direction: Direction
    public var constraints: [Constraint]
    /// Cells left empty between segments.
    public var spacing: Int

    public init(_ direction: Direction, _ constraints: [Constraint], spacing: Int = 0) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = spacing
    }

    /// Segments in order. Fixed and percentage segments get their size first, `min` segments
    /// then get their minimum and share the rest; when the space is short, later segments
    /// shrink first, so a header and a list survive before a footer does.
    public func split(_ area: Rect) -> [Rect] {
        guard !constraints.isEmpty else { return [] }
        let total = direction == .vertical ? area.height : area.width
        let gaps = spacing * (constraints.count - 1)
        var space = Swift.max(0, total - gaps)
        var sizes = constraints.map { constraint -> Int in
            switch constraint {
            case .fixed(let n): return Swift.max(0, n)
            case .percent(let p): return Swift.max(0, total * Swift.min(100, p) / 100)
            case .min(let n): return Swift.max(0, n)
            }
        }
        // Give what is left to the `min` segments, evenly, extra cells to the first ones.
        let wanted = sizes.reduce(0, +)
        let flexible = constraints.indices.filter { if case .min = constraints[$0] { return true } else { return false } }
        if wanted < space, !flexible.isEmpty {
            let extra = space - wanted
            for (order, index) in flexible.enumerated() {
                sizes[index] += extra / flexible.count + (order < extra % flexible.count ? 1 : 0)
            }
        }
        // Then clip from the start: each segment gets what remains.
        for index in sizes.indices {
            sizes[index] = Swift.min(sizes[index], space)
            space -= sizes[index]
        }
        var rects: [Rect] = []
        var offset = direction == .vertical ? area.y : area.x
        for size in sizes {
            switch direction {
            case .vertical: rects.append(Rect(x: area.x, y: offset, width: area.width, height: size))
            case .horizontal: rects.append(Rect(x: offset, y: area.y, width: size, height: area.height))
            }
            offset += size + spacing
        }
        return rects
    }
}
