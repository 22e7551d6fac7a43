import Synchronization

/// A ``Sink`` whose downstream is an ``ObserverNode``: the per-subscription worker of the
/// operators that a chain subscribes often (`map`, `filter`, `distinctUntilChanged()`), built by
/// ``Observable/subscribeNode(_:)``. Generic over element types only, so the inlined operator
/// names its class at the call site and no subscribe looks up metadata.
///
/// The same disposal contract as ``Sink``: idempotent, thread-safe, releases the upstream
/// subscription; intermediate nodes do not lock per element.
@usableFromInline
class NodeSink<Element, Output>: ObserverNode<Element> {
    final let downstream: ObserverNode<Output>
    /// Set when this sink has forwarded (or produced) a terminal event; only touched from the
    /// `on…` methods, which never overlap.
    @exclusivity(unchecked) final var stopped = false
    /// `detached`, then `attached` once the upstream subscription is stored, `disposed` at the
    /// end: one atomic operation each for subscribe and dispose instead of a lock round trip.
    private let state = Atomic<Int>(0)
    private static var detached: Int { 0 }
    private static var attached: Int { 1 }
    private static var disposed: Int { 2 }
    // Owned by whoever moved `state` last: `setUpstream` before publishing, `dispose` after.
    @exclusivity(unchecked) private var upstream: Disposable?
    private let tracker: ResourceTracker?

    init(downstream: ObserverNode<Output>) {
        self.downstream = downstream
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    override final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardError(error)
        case .completed: onCompleted()
        }
    }

    override final func onCompleted() {
        if stopped { return }
        stopped = true
        downstream.onCompleted()
        dispose()
    }

    /// Sends the error downstream once and disposes. Out of line: element paths calling it do
    /// not look up `Event` metadata.
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        if stopped { return }
        stopped = true
        downstream.on(.error(error))
        dispose()
    }

    /// Stores the upstream subscription (once); disposes it at once if this sink is already
    /// disposed. A subject that registered this sink itself returns the sink: then there is
    /// nothing to store, and disposing leaves the subject.
    final func setUpstream(_ disposable: Disposable) {
        if disposable === self {
            if !state.compareExchange(expected: Self.detached, desired: Self.attached, ordering: .acquiringAndReleasing).exchanged {
                leaveOwner()
            }
            return
        }
        // Written before the state publishes it; read by `dispose` only once it sees `.attached`.
        upstream = disposable
        if !state.compareExchange(expected: Self.detached, desired: Self.attached, ordering: .acquiringAndReleasing).exchanged {
            upstream = nil
            disposable.dispose()
        }
    }

    /// Disposes upstream (or leaves the subject this sink is registered with), once.
    @usableFromInline
    override final func dispose() {
        guard state.exchange(Self.disposed, ordering: .acquiringAndReleasing) == Self.attached else { return }
        if let upstream = self.upstream {
            self.upstream = nil
            upstream.dispose()
        } else {
            leaveOwner()
        }
    }
}
