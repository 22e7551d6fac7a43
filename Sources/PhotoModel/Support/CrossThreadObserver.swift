/// An EventStream observer, or a trait's callback, carried to the thread that finishes the work
/// (libcurl's loop, a disk queue).
///
/// EventStream's observers are not `Sendable` (the module stays in the Swift 5 language mode, as
/// RxSwift does), yet calling one from another thread is what they are for: a producer sends its
/// events one at a time, and `observe(on:)` downstream hops to the loop that owns the state. This
/// box states that contract at the one place a callback crosses threads.
package struct CrossThreadObserver<Observer>: @unchecked Sendable {
    /// The wrapped observer or callback.
    package let observer: Observer

    package init(_ observer: Observer) { self.observer = observer }
}
