/// Debug counters of live sinks and subject subscriptions, for leak tests.
///
/// Tests run in parallel, so a single global count cannot say whether *this* test leaked. Each
/// counted object remembers the tracker that was current (a task-local) when it was created and
/// decrements that same tracker when it is freed. Release builds count nothing.
enum Resources {
    /// The number of counted objects alive in the whole process (debug builds only).
    static var total: Int { globalTracker.live }

    /// Counts objects created while `body` runs on this task; returns what `body` returned.
    @TaskLocal static var current: ResourceTracker?

    static let globalTracker = ResourceTracker()

    /// Records a new live object; returns the tracker to hand back to `released(_:)`.
    @inline(__always)
    static func created() -> ResourceTracker? {
        #if DEBUG
        globalTracker.increment()
        let tracker = current
        tracker?.increment()
        return tracker
        #else
        return nil
        #endif
    }

    /// Records that an object counted by `created()` was freed.
    @inline(__always)
    static func released(_ tracker: ResourceTracker?) {
        #if DEBUG
        globalTracker.decrement()
        tracker?.decrement()
        #endif
    }
}

/// A thread-safe count of live objects.
final class ResourceTracker: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    var live: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
    func decrement() { lock.withLock { count -= 1 } }
}
