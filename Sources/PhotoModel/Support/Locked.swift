import Foundation

/// State that threads share, reachable only while its lock is held: `withLock { state in … }`,
/// the shape of the standard library's `Synchronization.Mutex`.
///
/// Not that `Mutex` itself: on Linux it waits on a futex that ThreadSanitizer cannot see, so every
/// access it guards reads to the sanitizer as a race (seen in `make test-tsan`), and the suite must
/// run clean under it. This is a pthread mutex, which ThreadSanitizer understands, in the one
/// type every lock of the program goes through. The state lives in memory of its own rather
/// than in a stored property: Swift's access checks record a generic class's property at the
/// object's address, which made the sanitizer pair a read of the lock with a write of the state.
public final class Locked<State>: @unchecked Sendable {
    private let state: UnsafeMutablePointer<State>
    private let lock = NSLock()

    /// Guards `state` from now on.
    public init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with the lock held and the state to read or change.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state.pointee)
    }
}
