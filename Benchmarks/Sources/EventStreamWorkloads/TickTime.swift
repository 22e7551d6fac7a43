import OpenCombine

/// A point on a virtual clock in whole ticks (milliseconds), for the OpenCombine schedulers.
struct TickTime: Strideable {
    var ticks: Int

    func distance(to other: TickTime) -> Stride { Stride(ticks: other.ticks - ticks) }
    func advanced(by stride: Stride) -> TickTime { TickTime(ticks: ticks + stride.ticks) }

    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric {
        var ticks: Int

        init(ticks: Int) { self.ticks = ticks }
        init(integerLiteral value: Int) { ticks = value }
        init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = Int(exactly: source) else { return nil }
            ticks = value
        }

        var magnitude: Stride { Stride(ticks: abs(ticks)) }

        static func seconds(_ s: Int) -> Stride { Stride(ticks: s * 1000) }
        static func seconds(_ s: Double) -> Stride { Stride(ticks: Int(s * 1000)) }
        static func milliseconds(_ ms: Int) -> Stride { Stride(ticks: ms) }
        static func microseconds(_ us: Int) -> Stride { Stride(ticks: us / 1000) }
        static func nanoseconds(_ ns: Int) -> Stride { Stride(ticks: ns / 1_000_000) }

        static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.ticks < rhs.ticks }
        static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks + rhs.ticks) }
        static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks - rhs.ticks) }
        static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks * rhs.ticks) }
        static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}
