/// The scheduler `Driver` and `Signal` deliver on: the main scheduler, or a test scheduler
/// inside `mock`.
///
/// ```swift
/// SharingScheduler.mock(scheduler: testScheduler) {
///     let names = relay.asDriver()   // delivers on `testScheduler`
/// }
/// ```
public enum SharingScheduler {
    /// The scheduler for drivers and signals created now: a main scheduler of its own for
    /// each, as in RxSwift. Each counts its own queued work, so a driver reached from inside
    /// another one's delivery on the main thread still delivers at once (a chain of drivers fed
    /// synchronously sees every value, not only the first).
    public static var make: () -> Scheduler {
        if let mocked { return mocked }
        return { MainScheduler() }
    }

    /// Scoped to a task (and the synchronous code it runs), so tests running in parallel do not
    /// see each other's mocks.
    @TaskLocal private static var mocked: (() -> Scheduler)?

    /// Runs `action` with drivers and signals delivering on `scheduler`.
    public static func mock<Result>(scheduler: Scheduler, action: () throws -> Result) rethrows -> Result {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with each driver and signal it creates delivering on a scheduler
    /// `makeScheduler` makes for it.
    public static func mock<Result>(makeScheduler: @escaping () -> Scheduler, action: () throws -> Result) rethrows -> Result {
        try $mocked.withValue(makeScheduler) { try action() }
    }

    /// The async form of `mock(scheduler:action:)`.
    public static func mock<Result>(scheduler: Scheduler, action: () async throws -> Result) async rethrows -> Result {
        try await $mocked.withValue({ scheduler }) { try await action() }
    }
}
