import Dispatch
import EventStream
import Foundation

/// Runs scheduled work at once on the calling thread (timed work on a global queue). The image
/// loader delivers through it, so a decoded image is turned into cells on the loader's worker
/// that decoded it, and only the cells travel to the event loop: one hop, not three.
final class InPlaceScheduler: EventStream.Scheduler, @unchecked Sendable {
    private let timed = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        timed.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType
    ) -> Disposable {
        timed.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
