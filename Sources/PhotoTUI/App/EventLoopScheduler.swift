import Dispatch
import EventStream
import Foundation
import Terminal

/// EventStream's main scheduler over the terminal toolkit's event loop: work posted from any
/// thread runs on the loop thread in its next turn, and timers are the loop's own, so an idle
/// app still sleeps in `poll`.
final class EventLoopScheduler: EventStream.Scheduler, @unchecked Sendable {
    private let loop: EventLoop

    init(loop: EventLoop) {
        self.loop = loop
    }

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        loop.post { work.run() }
        return work
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        let timer = loop.schedule(after: dueTime) { work.run() }
        work.onDispose = { timer.cancel() }
        return work
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        var current = state
        // The loop's repeating timers start one interval in; the first tick comes from a one-shot.
        let repeating = SerialDisposable()
        let first = loop.schedule(after: startAfter) { [loop] in
            current = action(current)
            let timer = loop.scheduleRepeating(every: period) { current = action(current) }
            repeating.disposable = Disposables.create { timer.cancel() }
        }
        return Disposables.create(Disposables.create { first.cancel() }, repeating)
    }
}

/// One unit of scheduled work: runs its action at most once, and not at all once disposed.
private final class ScheduledWork<State>: Disposable, @unchecked Sendable {
    private let lock = NSLock()
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let inner = SerialDisposable()
    var onDispose: (() -> Void)?

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    func run() {
        lock.lock()
        let pending = action.flatMap { action in state.map { (action, $0) } }
        action = nil
        state = nil
        lock.unlock()
        guard let (action, state) = pending else { return }
        inner.disposable = action(state)
    }

    func dispose() {
        lock.lock()
        action = nil
        state = nil
        let cancel = onDispose
        onDispose = nil
        lock.unlock()
        cancel?()
        inner.dispose()
    }
}
