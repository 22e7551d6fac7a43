import EventStream
import Foundation

/// Another scheduler's timers read against a clock of the caller's: for an API that took a
/// `now` closure before its timing moved onto a scheduler (``OpenverseClient``'s `now:`).
package final class ClockedScheduler: Scheduler, @unchecked Sendable {
    private let base: Scheduler
    private let clock: @Sendable () -> Date

    package init(base: Scheduler, now: @escaping @Sendable () -> Date) {
        self.base = base
        clock = now
    }

    package var now: RxTime { clock() }

    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    package func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
