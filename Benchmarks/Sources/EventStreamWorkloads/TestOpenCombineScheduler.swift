import EventStreamTesting
import OpenCombine

/// OpenCombine's `Scheduler` over EventStream's `TestScheduler`, for workload 4t: both libraries
/// on the same virtual-time engine, so only the operators differ.
final class TestOpenCombineScheduler: OpenCombine.Scheduler {
    typealias SchedulerTimeType = TickTime
    typealias SchedulerOptions = Never

    let base: TestScheduler

    init(base: TestScheduler) { self.base = base }

    var now: TickTime { TickTime(ticks: base.clock) }
    var minimumTolerance: TickTime.Stride { TickTime.Stride(ticks: 0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        base.scheduleAt(base.clock, action: action)
    }

    func schedule(after date: TickTime, tolerance: TickTime.Stride, options: Never?, _ action: @escaping () -> Void) {
        base.scheduleAt(date.ticks, action: action)
    }

    func schedule(after date: TickTime, interval: TickTime.Stride, tolerance: TickTime.Stride, options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        let disposable = base.schedulePeriodic((), startAfter: .milliseconds(max(0, date.ticks - base.clock)),
                                               period: .milliseconds(interval.ticks)) { action() }
        return AnyCancellable { disposable.dispose() }
    }
}
