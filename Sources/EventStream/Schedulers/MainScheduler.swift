import Dispatch
import Foundation

/// The scheduler of the main thread, where UI state lives and where `Driver`, `Signal` and
/// `Binder` deliver.
///
/// The app installs its event loop at start (`MainScheduler.install(loopScheduler)`); until then
/// work goes to `DispatchQueue.main`. `MainScheduler.instance` forwards to whatever is installed,
/// so objects created before `install` follow it. Like RxSwift's, work scheduled from the main
/// thread while nothing else is queued runs at once instead of waiting a loop turn.
public final class MainScheduler: Scheduler, @unchecked Sendable {
    /// The one main scheduler.
    public static let instance = MainScheduler()

    /// RxSwift's name for a main scheduler that never runs work synchronously.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private static let lock = Lock()
    nonisolated(unsafe) private static var installed: Scheduler = SerialDispatchQueueScheduler(serialQueue: .main)

    private let alwaysAsync: Bool
    private let lock = Lock()
    private var enqueued = 0

    /// A main scheduler with its own count of queued work (`SharingScheduler` makes one per
    /// driver or signal); `instance` is the shared one.
    init(alwaysAsync: Bool = false) { self.alwaysAsync = alwaysAsync }

    /// Makes `scheduler` (the app's main event loop) the target of `MainScheduler.instance`.
    public static func install(_ scheduler: Scheduler) {
        lock.withLock { installed = scheduler }
    }

    /// The scheduler work is forwarded to.
    public static var installedScheduler: Scheduler { lock.withLock { installed } }

    /// Whether the caller is on the main thread, or on the main queue (RxSwift's test of
    /// `DispatchQueue.isMain`), which the default installed scheduler posts to and which a test
    /// runner may drain from another thread.
    static var isOnMain: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Traps in debug builds if not called on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if DEBUG
        precondition(Thread.isMainThread, errorMessage ?? "Not running on the main thread.")
        #endif
    }

    public var now: RxTime { MainScheduler.installedScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous = lock.withLock { () -> Int in
            enqueued += 1
            return enqueued - 1
        }
        if !alwaysAsync && previous == 0 && MainScheduler.isOnMain {
            let disposable = action(state)
            lock.withLock { enqueued -= 1 }
            return disposable
        }
        // The posted block always runs (cancellation only skips the action) so the count of
        // queued work stays exact.
        let cancel = SingleAssignmentDisposable()
        _ = MainScheduler.installedScheduler.schedule(()) { [self] _ in
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            lock.withLock { enqueued -= 1 }
            return Disposables.create()
        }
        return cancel
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        MainScheduler.installedScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        MainScheduler.installedScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
