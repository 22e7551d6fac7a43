/// Serialises events coming from several threads into one observer without holding a lock while
/// calling it: whoever finds the gate idle delivers, and drains what others queued meanwhile.
///
/// After a terminal event, later events are dropped.
final class EmitterGate<Observer: ObserverType>: @unchecked Sendable {
    private let observer: Observer
    private let lock = Lock()
    private var emitting = false
    private var terminated = false
    private var pending: [Event<Observer.Element>] = []
    private var head = 0

    init(_ observer: Observer) { self.observer = observer }

    /// Drops every later event (the subscription was disposed).
    func close() { lock.withLock { terminated = true } }

    /// Delivers `event` now, or queues it if another call is delivering.
    func on(_ event: Event<Observer.Element>) {
        lock.lock()
        if terminated {
            lock.unlock()
            return
        }
        if event.isStopEvent { terminated = true }
        if emitting {
            pending.append(event)
            lock.unlock()
            return
        }
        emitting = true
        lock.unlock()

        var current = event
        while true {
            observer.on(current)
            lock.lock()
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
                emitting = false
                lock.unlock()
                return
            }
            current = pending[head]
            head += 1
            lock.unlock()
        }
    }
}
