/// The end of a chain subscribed with closures, receiving `Input` and handing `Element` to the
/// handlers: checks disposal before every delivery. ``ClosureSubscriber`` (`Input` is `Element`)
/// and ``MapClosureSubscriber`` (a `map` run in the subscriber itself) say how an input becomes
/// an element.
@usableFromInline
class SubscriberNode<Input, Element>: ObserverNode<Input>, @unchecked Sendable {
    // Guarded by this subscriber's stripe of `StripedLock`; `done` once the handlers are let go
    // of. Separate properties rather than an optional struct of handlers: in this unspecialised
    // class, reading such an optional looks up its metadata (about 300 instructions) per element.
    @exclusivity(unchecked) private var done = false
    @exclusivity(unchecked) private var onNextHandler: ((Element) -> Void)?
    @exclusivity(unchecked) private var onErrorHandler: ((Swift.Error) -> Void)?
    @exclusivity(unchecked) private var onCompletedHandler: (() -> Void)?
    @exclusivity(unchecked) private var onDisposedHandler: (() -> Void)?
    @exclusivity(unchecked) private var upstream: Disposable?
    /// Set once a terminal event arrived; only touched from the `on…` methods, which never
    /// overlap, so an element that follows one is not transformed.
    @exclusivity(unchecked) final var stopped = false
    private let tracker: ResourceTracker?

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        onNextHandler = onNext
        onErrorHandler = onError
        onCompletedHandler = onCompleted
        onDisposedHandler = onDisposed
        tracker = Resources.created()
        super.init()
    }

    deinit { Resources.released(tracker) }

    /// Stores the upstream subscription; a subject that registered this subscriber itself
    /// returns the subscriber, and there is nothing to store (disposing leaves the subject).
    final func attach(_ disposable: Disposable) {
        let registered = disposable === self
        StripedLock.lock(self)
        if done {
            StripedLock.unlock(self)
            if registered { leaveOwner() } else { disposable.dispose() }
            return
        }
        if !registered { upstream = disposable }
        StripedLock.unlock(self)
    }

    /// Hands `element` to the `onNext` handler unless this subscriber is done. Inlined into
    /// each subclass's `onNext`: a call more per element shows in the relay rows (5.x, 6).
    @inline(__always)
    final func deliver(_ element: Element) {
        StripedLock.lock(self)
        let onNext = onNextHandler
        StripedLock.unlock(self)
        onNext?(element)
    }

    override final func onCompleted() { finish(error: nil) }

    /// The terminal event, without an `Event` (a metadata lookup in this generic class). As
    /// RxSwift's: the handlers first, then the chain above is let go of.
    final func finish(error: Swift.Error?) {
        stopped = true
        StripedLock.lock(self)
        if done {
            StripedLock.unlock(self)
            return
        }
        let onError = onErrorHandler, onCompleted = onCompletedHandler, onDisposed = onDisposedHandler
        let upstream = take()
        StripedLock.unlock(self)
        if let error {
            if let onError { onError(error) } else { unhandledError(error) }
        } else {
            onCompleted?()
        }
        onDisposed?()
        release(upstream)
    }

    override final func dispose() {
        StripedLock.lock(self)
        if done {
            StripedLock.unlock(self)
            return
        }
        let onDisposed = onDisposedHandler
        let upstream = take()
        StripedLock.unlock(self)
        release(upstream)
        onDisposed?()
    }

    /// Disposes the upstream subscription, or leaves the subject that registered this
    /// subscriber itself (nothing, if neither happened yet).
    private func release(_ upstream: Disposable?) {
        if let upstream { upstream.dispose() } else { leaveOwner() }
    }

    /// Marks this subscriber done, under its lock: lets go of the handlers and hands back the
    /// upstream subscription.
    private func take() -> Disposable? {
        done = true
        onNextHandler = nil
        onErrorHandler = nil
        onCompletedHandler = nil
        onDisposedHandler = nil
        let upstream = self.upstream
        self.upstream = nil
        return upstream
    }
}
