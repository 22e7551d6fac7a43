import Foundation

/// Hands a result from a task or another thread to a thread that waits for it: bridges async
/// start-up and network callbacks into the synchronous command line. Never wait on the main loop
/// or on Swift's cooperative pool.
public final class BlockingResult<Value>: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<Value, Error>?

    /// Creates an empty slot.
    public init() {}

    /// Stores the result and wakes the waiter; only the first result counts.
    public func set(_ result: Result<Value, Error>) {
        lock.lock()
        let first = self.result == nil
        if first { self.result = result }
        lock.unlock()
        if first { semaphore.signal() }
    }

    /// Waits for the result; `nil` after `seconds` without one.
    public func wait(seconds: Double? = nil) -> Result<Value, Error>? {
        if let seconds {
            guard semaphore.wait(timeout: .now() + seconds) == .success else { return nil }
        } else {
            semaphore.wait()
        }
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
