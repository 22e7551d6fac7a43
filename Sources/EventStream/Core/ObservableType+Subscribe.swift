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
        asObservable().subscribeClosures(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            subscriber: ClosureSubscriber<Element>.self)
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

/// Errors nobody handles are reported in debug builds, the way RxSwift's default hook does.
func unhandledError(_ error: Swift.Error) {
    #if DEBUG
    debugPrint("EventStream: unhandled error: \(error)")
    #endif
}
