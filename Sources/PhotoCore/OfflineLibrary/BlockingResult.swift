import Foundation

/// Hands a result from a task to a thread that waits for it: bridges async start-up into the
/// synchronous command line.
final class BlockingResult<Value>: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<Value, Error>?

    func set(_ result: Result<Value, Error>) {
        lock.lock()
        self.result = result
        lock.unlock()
        semaphore.signal()
    }

    func wait() -> Result<Value, Error> {
        semaphore.wait()
        lock.lock()
        defer { lock.unlock() }
        return result!
    }
}
