#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises events coming from several threads into one observer without holding a lock while
/// calling it: whoever finds the gate idle delivers, and drains what others queued meanwhile.
///
/// An event sent from inside a delivery, on the delivering thread (an observer feeding back into
/// a source), is delivered at once, nested, as RxSwift's recursive locks do; only another
/// thread's events wait. After a terminal event, later events are dropped, queued ones too.
final class EmitterGate<Observer: ObserverType>: @unchecked Sendable {
    private let observer: Observer
    private let lock = Lock()
    // All guarded by `lock`.
    @exclusivity(unchecked) private var emitting = false
    /// The thread delivering while `emitting`.
    @exclusivity(unchecked) private var emitter: pthread_t?
    @exclusivity(unchecked) private var terminated = false
    @exclusivity(unchecked) private var pending: [Event<Observer.Element>] = []
    @exclusivity(unchecked) private var head = 0
    /// `pending.count`, kept apart so that the common empty check in `drain` never touches the
    /// array of generic `Event`s (its metadata costs a runtime lookup per call).
    @exclusivity(unchecked) private var queued = 0

    init(_ observer: Observer) { self.observer = observer }

    /// Drops every later event (the subscription was disposed).
    func close() { lock.withLock { terminated = true } }

    /// Delivers `element` now (without wrapping it in an `Event`), or queues it if another
    /// thread is delivering.
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
        emitter = pthread_self()
        lock.unlock()
        observer.onNext(element)
        lock.lock()
        // Nothing arrived meanwhile, the usual case: done without the loop.
        if head == queued {
            emitting = false
            emitter = nil
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
            if isEmitter {
                lock.unlock()
                observer.onNext(element)
                return
            }
            pending.append(.next(element))
            queued += 1
            lock.unlock()
            return
        }
        lock.unlock()
        // The other delivery finished meanwhile: deliver as usual.
        on(.next(element))
    }

    /// Whether the calling thread is the one delivering; call with the lock held.
    private var isEmitter: Bool {
        guard let emitter else { return false }
        return pthread_equal(emitter, pthread_self()) != 0
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
                emitter = nil
                lock.unlock()
                return
            }
            let current = pending[head]
            head += 1
            lock.unlock()
            observer.on(current)
        }
    }

    /// Delivers `event` now, or queues it if another thread is delivering.
    func on(_ event: Event<Observer.Element>) {
        lock.lock()
        if terminated {
            lock.unlock()
            return
        }
        if event.isStopEvent { terminated = true }
        if emitting {
            if isEmitter {
                // Nested: what other threads queued can no longer follow a terminal event.
                if event.isStopEvent { dropPending() }
                lock.unlock()
                observer.on(event)
                return
            }
            pending.append(event)
            queued += 1
            lock.unlock()
            return
        }
        emitting = true
        emitter = pthread_self()
        lock.unlock()
        observer.on(event)
        drain()
    }

    /// Forgets the queued events; call with the lock held.
    private func dropPending() {
        if queued > 0 {
            pending.removeAll()
            head = 0
            queued = 0
        }
    }
}
