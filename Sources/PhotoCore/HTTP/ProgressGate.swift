import Foundation

/// Serializes progress reports with the completion (both arrive on the network thread, but the
/// gate keeps the contract explicit): only growing byte counts, nothing after the end.
final class ProgressGate: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Int64 = -1
    private var done = false

    func shouldReport(_ received: Int64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !done, received > last else { return false }
        last = received
        return true
    }

    func finish() {
        lock.lock()
        done = true
        lock.unlock()
    }
}
