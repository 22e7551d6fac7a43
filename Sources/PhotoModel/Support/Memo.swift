
/// A value worked out the first time it is asked for and kept: for what is costly to compute and
/// often not needed at all (the offline catalog's renders and search text).
///
/// Thread-safe. Two threads asking first at once may both compute; both get the value stored
/// first, so `compute` must give the same value every time.
package final class Memo<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    package init() {}

    /// The stored value; `nil` until one is computed.
    package var computed: Value? { stored.withLock { $0 } }

    /// The stored value, or `compute()`'s, stored.
    package func value(_ compute: () -> Value) -> Value {
        if let value = stored.withLock({ $0 }) { return value }
        let value = compute()
        return stored.withLock { stored in
            if let first = stored { return first }
            stored = value
            return value
        }
    }
}
