/// The base of every operator's per-subscription worker.
///
/// A sink holds its downstream observer and its upstream subscription. It forwards events and,
/// after a terminal event, disposes itself. Disposal is idempotent and thread-safe: it releases
/// the upstream subscription (breaking the sink ⇄ upstream cycle) and then `disposeResources()`.
///
/// Intermediate sinks do not lock per element: the grammar (upstream never overlaps its calls)
/// serialises `on`, and `stopped` is only touched there. The subscriber at the end of the chain
/// checks disposal under its lock, which is what guarantees nothing arrives after `dispose()`.
class Sink<Observer: ObserverType>: Disposable {
    final let observer: Observer
    /// Set by `on` when this sink has forwarded (or produced) a terminal event.
    /// Only touched from `on`/`onNext`, which never overlap, so it is exempt from the runtime's
    /// exclusivity checks (a measurable cost per element).
    @exclusivity(unchecked) final var stopped = false
    // Guarded by this sink's stripe of `StripedLock` (no lock allocation per sink).
    @exclusivity(unchecked) private var upstream: Disposable?
    @exclusivity(unchecked) private var disposed = false
    private let tracker: ResourceTracker?

    init(observer: Observer) {
        self.observer = observer
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    /// Hands `event` downstream.
    @inline(__always)
    final func forward(_ event: Event<Observer.Element>) { observer.on(event) }

    /// Hands an element downstream without wrapping it in an `Event`.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) { observer.onNext(element) }

    /// Hands a terminal event downstream once, then disposes this sink.
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        if stopped { return }
        stopped = true
        observer.on(event)
        dispose()
    }

    /// Sends `.error(error)` once and disposes. Out of line so that element paths calling it do
    /// not look up `Event` metadata on every call.
    @inline(never)
    final func forwardError(_ error: Swift.Error) { forwardTerminal(.error(error)) }

    /// Stores the upstream subscription; disposes it at once if this sink is already disposed.
    final func setUpstream(_ disposable: Disposable) {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            disposable.dispose()
            return
        }
        upstream = disposable
        StripedLock.unlock(self)
    }

    /// Disposes the upstream subscription alone (a sink that carries on with another source).
    final func disposeUpstream() {
        StripedLock.lock(self)
        let upstream = self.upstream
        self.upstream = nil
        StripedLock.unlock(self)
        upstream?.dispose()
    }

    /// Whether `dispose()` has been called.
    final var isDisposed: Bool {
        StripedLock.lock(self)
        defer { StripedLock.unlock(self) }
        return disposed
    }

    /// Disposes upstream and then this sink's own resources, once.
    final func dispose() {
        StripedLock.lock(self)
        if disposed {
            StripedLock.unlock(self)
            return
        }
        disposed = true
        let upstream = self.upstream
        self.upstream = nil
        StripedLock.unlock(self)
        upstream?.dispose()
        disposeResources()
    }

    /// Subclasses release timers and inner subscriptions here; called once, without the lock.
    func disposeResources() {}
}
