import OpenCombine

/// OpenCombine's `Scheduler` over `HeapScheduler` (one tick is one millisecond).
final class HeapOpenCombineScheduler: OpenCombine.Scheduler {
    typealias SchedulerTimeType = TickTime
    typealias SchedulerOptions = Never

    let engine: HeapScheduler

    init(engine: HeapScheduler) { self.engine = engine }

    var now: TickTime { TickTime(ticks: engine.clock) }
    var minimumTolerance: TickTime.Stride { TickTime.Stride(ticks: 0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        engine.schedule(at: engine.clock, action)
    }

    func schedule(after date: TickTime, tolerance: TickTime.Stride, options: Never?, _ action: @escaping () -> Void) {
        engine.schedule(at: date.ticks, action)
    }

    func schedule(after date: TickTime, interval: TickTime.Stride, tolerance: TickTime.Stride, options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        let repeating = Repeating(engine: engine, period: max(1, interval.ticks), action: action)
        repeating.start(at: date.ticks)
        return repeating
    }

    /// Runs its action at a time and every period after, until cancelled (OpenCombine's
    /// debounce cancels it after the first run or when a newer element arrives).
    private final class Repeating: Cancellable {
        private let engine: HeapScheduler
        private let period: Int
        @exclusivity(unchecked) private var action: (() -> Void)?
        @exclusivity(unchecked) private var item: HeapScheduler.Item?

        init(engine: HeapScheduler, period: Int, action: @escaping () -> Void) {
            self.engine = engine
            self.period = period
            self.action = action
        }

        func start(at time: Int) {
            item = engine.schedule(at: time) { [self] in
                guard let action else { return }
                start(at: engine.clock + period)
                action()
            }
        }

        func cancel() {
            action = nil
            item?.action = nil
            item = nil
        }
    }
}
