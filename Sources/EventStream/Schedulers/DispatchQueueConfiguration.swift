import Dispatch
import Foundation

/// Scheduling on a dispatch queue, shared by the serial and concurrent schedulers.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if dueTime == .never { return Disposables.create() }
        let cancel = SingleAssignmentDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler holds the timer source (a cycle that cancelling breaks), so the timer
        // fires even if the caller drops the returned disposable.
        timer.setEventHandler {
            timer.cancel()
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        timer.resume()
        return Disposables.create {
            timer.cancel()
            cancel.dispose()
        }
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        let lock = Lock()
        var current = state
        let cancel = BooleanDisposable()
        timer.setEventHandler {
            // Holding the timer here keeps it alive until disposed (cancel breaks the cycle).
            if cancel.isDisposed {
                timer.cancel()
                return
            }
            let value = lock.withLock { current }
            let next = action(value)
            lock.withLock { current = next }
        }
        timer.resume()
        return Disposables.create {
            cancel.dispose()
            timer.cancel()
        }
    }
}
