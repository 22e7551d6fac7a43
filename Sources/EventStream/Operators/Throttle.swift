#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ObservableType {
    /// At most one element per `dueTime`: an element is sent at once if `dueTime` has passed
    /// since the last one sent; otherwise (with `latest`) the latest of those that arrive
    /// meanwhile is sent when the period ends, and (without `latest`) they are dropped.
    ///
    /// A completion waits for a pending latest element; an error does not.
    /// ```swift
    /// scrolledNearBottom.throttle(.milliseconds(500), scheduler: MainScheduler.instance)
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: Scheduler
    /// The source and the timer may deliver from different threads.
    private let gate: EmitterGate<Observer>
    private let lock = Lock()
    // Guarded by `lock`.
    private var lastSent: RxTime?
    private var unsent: Element?
    private var completedWhilePending = false
    /// While an element is being sent: the thread sending it, and how deep. RxSwift holds a
    /// recursive lock across a send and sets the period's start after it, so an element fed
    /// back during the send (same thread) is measured from the previous send, and one from
    /// another thread waits and is measured from this one. This reproduces both without
    /// holding a lock while calling out.
    private var sendingThread: pthread_t?
    private var sendingDepth = 0
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler, observer: Observer) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    private enum Step {
        case sendNow(Element), schedule(RxTimeInterval), nothing
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let step = lock.withLock { () -> Step in
                let start: RxTime?
                if let sendingThread, pthread_equal(sendingThread, pthread_self()) == 0 {
                    start = now
                } else {
                    start = lastSent
                }
                let remaining = start.map { dueTime.remaining(afterSpanFrom: $0, to: now) } ?? .nanoseconds(0)
                if remaining.isNow {
                    unsent = nil
                    beginSending()
                    return .sendNow(element)
                }
                guard latest else { return .nothing }
                let inFlight = unsent != nil
                unsent = element
                return inFlight ? .nothing : .schedule(remaining)
            }
            switch step {
            case .nothing: break
            case .sendNow(let element): send(element)
            case .schedule(let delay):
                timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { [weak self] _ in
                    self?.propagate()
                    return Disposables.create()
                }
            }
        case .error:
            lock.withLock { unsent = nil }
            terminate(event)
        case .completed:
            let pending = lock.withLock { () -> Bool in
                if unsent != nil { completedWhilePending = true }
                return unsent != nil
            }
            if !pending { terminate(.completed) }
        }
    }

    /// Marks a send in progress on this thread; call with the lock held.
    private func beginSending() {
        sendingThread = pthread_self()
        sendingDepth += 1
    }

    /// Sends `element` (marked by `beginSending`); the period starts once it has been handled,
    /// as in RxSwift (a slow subscriber gets that much more room).
    private func send(_ element: Element) {
        gate.on(.next(element))
        let now = scheduler.now
        lock.withLock {
            lastSent = now
            sendingDepth -= 1
            if sendingDepth == 0 { sendingThread = nil }
        }
    }

    private func propagate() {
        let (element, complete) = lock.withLock { () -> (Element?, Bool) in
            let element = unsent
            unsent = nil
            if element != nil { beginSending() }
            return (element, completedWhilePending)
        }
        if let element { send(element) }
        if complete { terminate(.completed) }
    }

    private func terminate(_ event: Event<Element>) {
        gate.on(event)
        dispose()
    }

    override func disposeResources() {
        gate.close()
        timer.dispose()
    }
}

private final class Throttle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: Scheduler

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
