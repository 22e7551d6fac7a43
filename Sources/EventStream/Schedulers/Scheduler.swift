import Dispatch
import Foundation

/// Where and when work runs: now, after a delay, or periodically.
///
/// Implement `now`, `schedule(_:action:)` and `scheduleRelative(_:dueTime:action:)`; periodic
/// scheduling has a default built on `scheduleRelative`. Each returns a disposable that cancels
/// the work if it has not run yet.
public protocol Scheduler: AnyObject {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action(state)` as soon as possible.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action(state)` after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` after `startAfter` and then every `period`, threading the state through.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

/// RxSwift's name for a scheduler that runs work.
public typealias SchedulerType = Scheduler
/// RxSwift's name for a scheduler without time.
public typealias ImmediateSchedulerType = Scheduler

extension Scheduler {
    /// The default: chained relative schedules, each re-armed when the previous one runs.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let periodic = PeriodicScheduling(scheduler: self, state: state, period: period, action: action)
        periodic.start(after: startAfter)
        return periodic
    }

    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        schedule(()) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` after `dueTime`.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> Disposable {
        scheduleRelative((), dueTime: dueTime) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` with a function that schedules the next run, until disposed.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, (State) -> Void) -> Void) -> Disposable {
        let serial = SerialDisposable()
        func step(_ state: State) {
            serial.disposable = scheduleRelative(state, dueTime: dueTime) { state in
                action(state, step)
                return Disposables.create()
            }
        }
        step(state)
        return serial
    }
}

/// The state machine behind the default `schedulePeriodic`.
private final class PeriodicScheduling<StateType>: Disposable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    private let lock = Lock()
    private var state: StateType
    private let timer = SerialDisposable()

    init(scheduler: Scheduler, state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { [weak self] _ in
            self?.tick()
            return Disposables.create()
        }
    }

    private func tick() {
        if timer.isDisposed { return }
        let current = lock.withLock { state }
        let next = action(current)
        lock.withLock { state = next }
        start(after: period)
    }

    func dispose() { timer.dispose() }
}
