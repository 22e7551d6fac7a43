import PhotoModel

/// Serializes progress reports with the completion (both arrive on the network thread, but the
/// gate keeps the contract explicit): only growing byte counts, nothing after the end.
final class ProgressGate: Sendable {
    private struct State {
        var last: Int64 = -1
        var done = false
    }

    private let state = Locked(State())

    func shouldReport(_ received: Int64) -> Bool {
        state.withLock { state in
            guard !state.done, received > state.last else { return false }
            state.last = received
            return true
        }
    }

    func finish() { state.withLock { $0.done = true } }
}
