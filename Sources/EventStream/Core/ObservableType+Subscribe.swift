extension ObservableType {
    /// Subscribes closures to the events of this sequence.
    ///
    /// `onDisposed` runs once, after a terminal event or an explicit `dispose()`. After
    /// `dispose()` returns, no handler is called again, and the handlers are released.
    ///
    /// ```swift
    /// relay.subscribe(onNext: { print($0) }).disposed(by: bag)
    /// ```
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let subscriber = ClosureSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        subscriber.attach(asObservable().subscribeNode(subscriber))
        return subscriber
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; events that
    /// arrive after `object` is gone are dropped.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// Subscribes one closure to every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(
            onNext: { on(.next($0)) }, onError: { on(.error($0)) }, onCompleted: { on(.completed) })
    }
}

/// The end of a chain subscribed with closures: checks disposal before every delivery.
@usableFromInline
final class ClosureSubscriber<Element>: ObserverNode<Element>, @unchecked Sendable {
    private struct Handlers {
        let onNext: ((Element) -> Void)?
        let onError: ((Swift.Error) -> Void)?
        let onCompleted: (() -> Void)?
        let onDisposed: (() -> Void)?
    }

    // Guarded by this subscriber's stripe of `StripedLock`.
    @exclusivity(unchecked) private var handlers: Handlers?
    @exclusivity(unchecked) private var upstream: Disposable?
    private let tracker: ResourceTracker?

    @usableFromInline
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        handlers = Handlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        tracker = Resources.created()
        super.init()
    }

    deinit { Resources.released(tracker) }

    /// Stores the upstream subscription; a subject that registered this subscriber itself
    /// returns the subscriber, and there is nothing to store (disposing leaves the subject).
    @usableFromInline
    func attach(_ disposable: Disposable) {
        let registered = disposable === self
        StripedLock.lock(self)
        if handlers == nil {
            StripedLock.unlock(self)
            if registered { leaveOwner() } else { disposable.dispose() }
            return
        }
        if !registered { upstream = disposable }
        StripedLock.unlock(self)
    }

    @usableFromInline
    override func onNext(_ element: Element) {
        StripedLock.lock(self)
        let onNext = handlers?.onNext
        StripedLock.unlock(self)
        onNext?(element)
    }

    @usableFromInline
    override func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): finish(error: error)
        case .completed: finish(error: nil)
        }
    }

    @usableFromInline
    override func onCompleted() { finish(error: nil) }

    /// The terminal event, without an `Event` (a metadata lookup in this generic class). As
    /// RxSwift's: the handlers first, then the chain above is let go of.
    private func finish(error: Swift.Error?) {
        guard let (handlers, upstream) = take() else { return }
        if let error {
            if let onError = handlers.onError { onError(error) } else { unhandledError(error) }
        } else {
            handlers.onCompleted?()
        }
        handlers.onDisposed?()
        release(upstream)
    }

    @usableFromInline
    override func dispose() {
        guard let (handlers, upstream) = take() else { return }
        release(upstream)
        handlers.onDisposed?()
    }

    /// Disposes the upstream subscription, or leaves the subject that registered this
    /// subscriber itself (nothing, if neither happened yet).
    private func release(_ upstream: Disposable?) {
        if let upstream { upstream.dispose() } else { leaveOwner() }
    }

    /// Marks this subscriber done (once): hands back the handlers and the upstream
    /// subscription, released from this subscriber.
    private func take() -> (Handlers, Disposable?)? {
        StripedLock.lock(self)
        guard let handlers else {
            StripedLock.unlock(self)
            return nil
        }
        self.handlers = nil
        let upstream = self.upstream
        self.upstream = nil
        StripedLock.unlock(self)
        return (handlers, upstream)
    }
}

/// Errors nobody handles are reported in debug builds, the way RxSwift's default hook does.
func unhandledError(_ error: Swift.Error) {
    #if DEBUG
    debugPrint("EventStream: unhandled error: \(error)")
    #endif
}
