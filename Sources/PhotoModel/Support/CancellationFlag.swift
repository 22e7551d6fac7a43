import Synchronization

/// A flag set once, read from any thread.
package final class CancellationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// A flag not yet set.
    package init() {}

    package var isSet: Bool { value.load(ordering: .acquiring) }

    package func set() { value.store(true, ordering: .releasing) }
}
