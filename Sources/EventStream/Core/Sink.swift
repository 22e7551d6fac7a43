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
    final var stopped = false
    private let lock = Lock()
    private var upstream: Disposable?
    private var disposed = false
    private let tracker: ResourceTracker?

    init(observer: Observer) {
        self.observer = observer
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    /// Hands `event` downstream.
    @inline(__always)
    final func forward(_ event: Event<Observer.Element>) { observer.on(event) }

    /// Hands a terminal event downstream once, then disposes this sink.
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        if stopped { return }
        stopped = true
        observer.on(event)
        dispose()
    }

    /// Stores the upstream subscription; disposes it at once if this sink is already disposed.
    final func setUpstream(_ disposable: Disposable) {
        lock.lock()
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        upstream = disposable
        lock.unlock()
    }

    /// Disposes the upstream subscription alone (a sink that carries on with another source).
    final func disposeUpstream() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.dispose()
    }

    /// Whether `dispose()` has been called.
    final var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// Disposes upstream and then this sink's own resources, once.
    final func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.dispose()
        disposeResources()
    }

    /// Subclasses release timers and inner subscriptions here; called once, without the lock.
    func disposeResources() {}
}
