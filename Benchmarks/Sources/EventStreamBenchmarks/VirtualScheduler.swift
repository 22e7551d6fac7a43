import EventStream
import EventStreamTesting
import OpenCombine

/// An OpenCombine scheduler over EventStream's `TestScheduler`, so the debounce workload runs both
/// libraries on the same virtual-time engine (milliseconds).
final class VirtualScheduler: OpenCombine.Scheduler {
    struct Time: Strideable {
        var milliseconds: Int

        func distance(to other: Time) -> Stride { Stride(milliseconds: other.milliseconds - milliseconds) }
        func advanced(by stride: Stride) -> Time { Time(milliseconds: milliseconds + stride.milliseconds) }
    }

    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric {
        var milliseconds: Int

        init(milliseconds: Int) { self.milliseconds = milliseconds }
        init(integerLiteral value: Int) { milliseconds = value }
        init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = Int(exactly: source) else { return nil }
            milliseconds = value
        }

        var magnitude: Stride { Stride(milliseconds: abs(milliseconds)) }

        static func seconds(_ s: Int) -> Stride { Stride(milliseconds: s * 1000) }
        static func seconds(_ s: Double) -> Stride { Stride(milliseconds: Int(s * 1000)) }
        static func milliseconds(_ ms: Int) -> Stride { Stride(milliseconds: ms) }
        static func microseconds(_ us: Int) -> Stride { Stride(milliseconds: us / 1000) }
        static func nanoseconds(_ ns: Int) -> Stride { Stride(milliseconds: ns / 1_000_000) }

        static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.milliseconds < rhs.milliseconds }
        static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(milliseconds: lhs.milliseconds + rhs.milliseconds) }
        static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(milliseconds: lhs.milliseconds - rhs.milliseconds) }
        static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(milliseconds: lhs.milliseconds * rhs.milliseconds) }
        static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private let base: EventStreamTesting.TestScheduler

    init(base: EventStreamTesting.TestScheduler) { self.base = base }

    var now: Time { Time(milliseconds: base.clock) }
    var minimumTolerance: Stride { Stride(milliseconds: 0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        _ = base.schedule(action)
    }

    func schedule(after date: Time, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        base.scheduleAt(date.milliseconds, action: action)
    }

    func schedule(after date: Time, interval: Stride, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        let disposable = base.schedulePeriodic((), startAfter: .milliseconds(max(0, date.milliseconds - base.clock)),
                                               period: .milliseconds(interval.milliseconds)) { action() }
        return AnyCancellable { disposable.dispose() }
    }
}
