import EventStream
import Foundation

/// Another scheduler's timers read against a clock of the caller's: for an API that took a
/// `now` closure before its timing moved onto a scheduler (``OpenverseClient``'s `now:`).
final class ClockedScheduler: Scheduler, @unchecked Sendable {
    private let base: Scheduler
    private let clock: @Sendable () -> Date

    init(base: Scheduler, now: @escaping @Sendable () -> Date) {
        self.base = base
        clock = now
    }

    var now: RxTime { clock() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
