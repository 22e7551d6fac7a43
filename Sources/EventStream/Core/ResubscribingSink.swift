/// Subscribes to one source after another (`retry` the same one after an error,
/// `catch(sequence:)` the next one after an error, `concat` the next one after a completion);
/// re-entrant requests (a source that fails during `subscribe`) are looped rather than
/// recursed, so `Observable.error(e).retry()` cannot overflow the stack.
class ResubscribingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    /// The source the next (re)subscription subscribes to; guarded by `loopLock`.
    private var source: Observable<Element>
    let gate: EmitterGate<Observer>
    let current = SerialDisposable()
    private let loopLock = Lock()
    private var subscribing = false
    private var again = false
    private var generation = 0

    init(source: Observable<Element>, observer: Observer) {
        self.source = source
        gate = EmitterGate(observer)
        super.init(observer: observer)
    }

    /// Makes `next` the source of the next subscription (`catch(sequence:)`).
    final func switchSource(to next: Observable<Element>) {
        loopLock.withLock { source = next }
    }

    final func resubscribe() {
        let start = loopLock.withLock { () -> Bool in
            if subscribing {
                again = true
                return false
            }
            subscribing = true
            return true
        }
        guard start else { return }
        while true {
            if isDisposed { return }
            let (id, source) = loopLock.withLock { () -> (Int, Observable<Element>) in
                again = false
                generation += 1
                return (generation, self.source)
            }
            current.disposable = source.subscribe(AnyObserver { [weak self] event in self?.sourceOn(event, id: id) })
            let repeatLoop = loopLock.withLock { () -> Bool in
                if !again { subscribing = false }
                return again
            }
            if !repeatLoop { return }
        }
    }

    private func sourceOn(_ event: Event<Element>, id: Int) {
        guard loopLock.withLock({ generation == id }) else { return }
        switch event {
        case .next:
            on(event)
        case .error(let error):
            // The failed subscription is released before deciding whether to retry.
            current.disposable = Disposables.create()
            failed(error)
        case .completed:
            // The finished subscription is released once the next one is made (or the result
            // has completed), as in RxSwift.
            finished()
        }
    }

    final func on(_ event: Event<Element>) {
        gate.on(event)
        if event.isStopEvent { dispose() }
    }

    /// Decides what to do after the source failed; the default fails.
    func failed(_ error: Swift.Error) { on(.error(error)) }

    /// Decides what to do after the source completed; the default completes.
    func finished() { on(.completed) }

    override func disposeResources() {
        gate.close()
        current.dispose()
    }
}
