import EventStream
import Foundation

/// EventStream's `Scheduler` over `HeapScheduler` (one tick is one millisecond).
final class HeapEventStreamScheduler: EventStream.Scheduler {
    let engine: HeapScheduler

    init(engine: HeapScheduler) { self.engine = engine }

    var now: RxTime { Date(timeIntervalSince1970: TimeInterval(engine.clock) / 1000) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .milliseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let ticks: Int
        switch dueTime {
        case .milliseconds(let value): ticks = value
        case .seconds(let value): ticks = value * 1000
        case .microseconds(let value): ticks = value / 1000
        case .nanoseconds(let value): ticks = value / 1_000_000
        default: return Disposables.create()
        }
        let cancellation = Cancellation()
        cancellation.item = engine.schedule(at: engine.clock + ticks) { [cancellation] in
            cancellation.result = action(state)
        }
        return cancellation
    }

    /// Disposing before the action ran cancels it; after, disposes what the action returned.
    private final class Cancellation: Disposable {
        @exclusivity(unchecked) var item: HeapScheduler.Item?
        @exclusivity(unchecked) var result: Disposable?

        func dispose() {
            item?.action = nil
            item = nil
            result?.dispose()
            result = nil
        }
    }
}
