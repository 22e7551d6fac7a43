/// A `distinctUntilChanged()` seen without its `Equatable` constraint: the producer that a
/// `map` sink right before it asks whether an element repeats the one before, when the two run
/// in one sink (``Observable/subscribeNode(distinctBy:downstream:)``).
@usableFromInline
class DistinctStage<Element>: Producer<Element> {
    /// Whether `element` differs from the one in `last` (always, if there is none); stores it
    /// there if so. `last` is allocated on the first element and freed by ``release(_:)``.
    func admits(_ element: Element, after last: inout UnsafeMutablePointer<Element>?) -> Bool {
        preconditionFailure("DistinctStage.admits is abstract")
    }

    /// Frees the slot ``admits(_:after:)`` allocated.
    final func release(_ last: UnsafeMutablePointer<Element>?) {
        guard let last else { return }
        last.deinitialize(count: 1)
        last.deallocate()
    }
}
