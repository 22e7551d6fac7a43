import EventStream
import Foundation
@testable import PhotoCore

/// Collects the rows a view model sends from whatever thread, and lets an async test wait until
/// they satisfy a condition, with a generous timeout instead of a fixed sleep.
final class RowsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [RowsUpdate] = []
    private var waiters: [(id: Int, until: ([RowsUpdate]) -> Bool, resume: ([RowsUpdate]?) -> Void)] = []
    private var nextID = 0

    /// Every update so far.
    var all: [RowsUpdate] { lock.withLock { updates } }

    func append(_ update: RowsUpdate) {
        let ready = lock.withLock { () -> [([RowsUpdate]?) -> Void] in
            updates.append(update)
            let (done, waiting) = waiters.partitioned { $0.until(updates) }
            waiters = waiting
            return done.map(\.resume)
        }
        let snapshot = all
        ready.forEach { $0(snapshot) }
    }

    /// The updates once `until` holds for them, or `nil` after `seconds`.
    func wait(seconds: Double = 30, until: @escaping ([RowsUpdate]) -> Bool) async -> [RowsUpdate]? {
        await withCheckedContinuation { continuation in
            let once = OnceFlag()
            let resume: ([RowsUpdate]?) -> Void = { value in if once.claim() { continuation.resume(returning: value) } }
            let (id, current, satisfied) = lock.withLock { () -> (Int, [RowsUpdate], Bool) in
                nextID += 1
                if until(updates) { return (nextID, updates, true) }
                waiters.append((nextID, until, resume))
                return (nextID, updates, false)
            }
            if satisfied { return resume(current) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.withLock { waiters.removeAll { $0.id == id } }
                resume(nil)
            }
        }
    }
}

private extension Array {
    func partitioned(by matches: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = [], rest: [Element] = []
        for element in self { if matches(element) { matching.append(element) } else { rest.append(element) } }
        return (matching, rest)
    }
}
