/// A started transfer; `cancel()` stops it and guarantees its completion is never called.
public final class TransferHandle: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the transfer. Safe to call from any thread, more than once, or after it finished.
    public func cancel() { onCancel() }
}
