/// Serialises events coming from several threads into one observer without holding a lock while
/// calling it: whoever finds the gate idle delivers, and drains what others queued meanwhile.
///
/// After a terminal event, later events are dropped.
final class EmitterGate<Observer: ObserverType>: @unchecked Sendable {
    private let observer: Observer
    private let lock = Lock()
    // All guarded by `lock`.
    @exclusivity(unchecked) private var emitting = false
    @exclusivity(unchecked) private var terminated = false
    @exclusivity(unchecked) private var pending: [Event<Observer.Element>] = []
    @exclusivity(unchecked) private var head = 0
    /// `pending.count`, kept apart so that the common empty check in `drain` never touches the
    /// array of generic `Event`s (its metadata costs a runtime lookup per call).
    @exclusivity(unchecked) private var queued = 0

    init(_ observer: Observer) { self.observer = observer }

    /// Drops every later event (the subscription was disposed).
    func close() { lock.withLock { terminated = true } }

    /// Delivers `element` now (without wrapping it in an `Event`), or queues it if another call
    /// is delivering.
    func onNext(_ element: Observer.Element) {
        lock.lock()
        if terminated {
            lock.unlock()
            return
        }
        if emitting {
            lock.unlock()
            enqueue(element)
            return
        }
        emitting = true
        lock.unlock()
        observer.onNext(element)
        lock.lock()
        // Nothing arrived meanwhile, the usual case: done without the loop.
        if head == queued {
            emitting = false
            lock.unlock()
            return
        }
        lock.unlock()
        drain()
    }

    @inline(never)
    private func enqueue(_ element: Observer.Element) {
        lock.lock()
        if emitting && !terminated {
            pending.append(.next(element))
            queued += 1
            lock.unlock()
            return
        }
        lock.unlock()
        // The other delivery finished meanwhile: deliver as usual.
        on(.next(element))
    }

    /// Delivers what others queued while this call was delivering, then goes idle.
    private func drain() {
        while true {
            lock.lock()
            if head == queued {
                if head > 0 {
                    pending.removeAll(keepingCapacity: true)
                    head = 0
                    queued = 0
                }
                emitting = false
                lock.unlock()
                return
            }
            let current = pending[head]
            head += 1
            lock.unlock()
            observer.on(current)
        }
    }

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
            queued += 1
            lock.unlock()
            return
        }
        emitting = true
        lock.unlock()
        observer.on(event)
        drain()
    }
}
